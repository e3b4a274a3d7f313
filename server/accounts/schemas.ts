import { z } from "zod";
import { ROLES } from "../../common/roles";
import { MAX_PASSWORD_LENGTH, passwordProblem } from "./passwords";
import { isEmail, normaliseEmail } from "./staff";

// The account calls' bodies: each refusal says what to send instead.

/** The longest display name (as a lead's name). */
export const DISPLAY_NAME_LIMIT = 120;

const newPassword = z
  .string({ error: "Enter a password." })
  .max(MAX_PASSWORD_LENGTH + 1)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const inviteBody = z.object({
  email: z
    .string({ error: "Enter the colleague's e-mail address." })
    .max(254, "The e-mail address is longer than 254 characters.")
    .transform(normaliseEmail)
    .refine(isEmail, "Enter a valid e-mail address."),
  role: z.enum(ROLES, { error: "Choose a role: owner, editor or consultant." }),
  displayName: z
    .string()
    .trim()
    .max(DISPLAY_NAME_LIMIT, `The name is longer than ${DISPLAY_NAME_LIMIT} characters.`)
    // Control and format characters (a line break in a mail's greeting, a bidi override) are refused.
    .refine((value) => !/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(value), "The name holds a character that cannot be shown.")
    .optional()
    .transform((value) => value || null),
});

export const accountParams = z.object({ id: z.string().uuid("No such account.") });

const token = z.string({ error: "The link is incomplete: open it from the e-mail again." }).max(100);
export const accessLinkBody = z.object({ token });
export const useAccessLinkBody = z.object({ token, password: newPassword });

export const changePasswordBody = z.object({
  current: z
    .string({ error: "Enter your current password." })
    .min(1, "Enter your current password.")
    .max(MAX_PASSWORD_LENGTH),
  password: newPassword,
});
