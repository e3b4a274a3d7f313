import type { Kysely } from "kysely";
import { declareEmailField, declareForm, declareNameField } from "../../common/forms/declare";
import { registerForm } from "../../common/forms/registry";
import { createLeadTable } from "../db/lead-table";

// A fifth form, declared and registered the way a real one is listed in common/forms: a test
// that imports this module first (before anything of the server) runs the server with five
// forms. Its table is created in the test database by createLeadTable, as a migration would.

export const fifthForm = declareForm({
  key: "workshop",
  title: "Workshop booking",
  table: "workshop_bookings",
  path: "/api/workshop-bookings",
  errorKey: "message",
  referencePrefix: "WB",
  exportName: "workshop-bookings",
  success: { message: (values) => `Booked: ${values.topic ?? ""}.`, page: "/request-received" },
  fields: [
    declareNameField(),
    declareEmailField(),
    {
      name: "topic",
      label: "Topic",
      column: "topic",
      input: "text",
      max: 100,
      required: "Topic is required",
      role: "summary",
      searched: true,
      exported: true,
      webhook: true,
    },
    {
      name: "dietNotes",
      label: "Diet notes",
      column: "diet_notes",
      input: "textarea",
      max: 500,
      searched: false,
      exported: true,
      webhook: false,
    },
  ],
});

registerForm(fifthForm);

/** Creates the fifth form's table (what its migration would do). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createFifthFormTable(db: Kysely<any>): Promise<void> {
  await createLeadTable(
    db,
    fifthForm.table,
    fifthForm.fields.map((field) => ({ column: field.column, required: "required" in field })),
  );
}
