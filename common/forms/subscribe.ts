import { z } from "zod";
import { LIMITS, emailField, requiredText } from "./fields";

export const subscribeSchema = z.object({
  name: requiredText("Name", LIMITS.name, { required: "Name is required" }, true),
  email: emailField(),
});

export type SubscribeInput = z.input<typeof subscribeSchema>;
export type Subscribe = z.output<typeof subscribeSchema>;
