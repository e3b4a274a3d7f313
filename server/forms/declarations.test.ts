import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { contactForm } from "../../common/forms/contact";
import { declareForm, type FieldDeclaration, type FormDeclaration } from "../../common/forms/declare";
import { FORMS, FORM_KEYS, tableOf } from "../../common/forms/registry";
import { fieldErrors, schemaOf } from "../../common/forms/index";
import { leadFields } from "../inbox/lead-detail";
import { searchColumns } from "../inbox/lead-list";
import { columnsOf, labelledFields, valuesOf, webhookFields } from "./leads";
import { exportColumns } from "../inbox/submissions";
import { describeOnEachDatabase } from "../test-support/fixtures";

// Each form is declared once (common/forms); these tests hold every derived piece to its
// declaration, so adding a field is its declaration, a migration and a test.

const referredBy: FieldDeclaration = {
  name: "referredBy",
  label: "Referred by",
  column: "referred_by",
  input: "text",
  max: 40,
  searched: true,
  exported: true,
  webhook: false,
};
const withField: FormDeclaration = declareForm({ ...contactForm, fields: [...contactForm.fields, referredBy] });

describe("what follows from a declaration", () => {
  it("the schema: one rule per declared field, named, bounded, optional when not required", () => {
    const schema = schemaOf(withField);
    const valid = { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" };
    expect(schema.parse({ ...valid, referredBy: " A friend ", extra: 1 })).toEqual({
      ...valid,
      referredBy: "A friend",
    });
    expect(schema.parse(valid)).toEqual({ ...valid, referredBy: undefined });
    const tooLong = schema.safeParse({ ...valid, referredBy: "1".repeat(41) });
    expect(tooLong.success).toBe(false);
    if (!tooLong.success)
      expect(fieldErrors(tooLong.error)).toEqual({ referredBy: "Referred by must be at most 40 characters" });
    for (const key of FORM_KEYS) {
      expect(Object.keys(schemaOf(FORMS[key]).shape)).toEqual(FORMS[key].fields.map((field) => field.name));
    }
  });

  it("the row, the notification's and the lead view's labelled fields, the webhook payload", () => {
    const values = { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello", referredBy: "A friend" };
    const { referredBy, ...rest } = values;
    expect(columnsOf(withField, values)).toEqual({ ...rest, referred_by: referredBy });
    expect(columnsOf(withField, { ...values, referredBy: undefined }).referred_by).toBeNull();
    expect(valuesOf(withField, { ...rest, referred_by: referredBy, id: "x", spam: 0 })).toEqual(values);
    expect(labelledFields(withField, values).map(([label]) => label)).toEqual([
      "Name",
      "Email",
      "Subject",
      "Message",
      "Referred by",
    ]);
    // Not sent to webhooks: declared so.
    expect(webhookFields(withField, values)).not.toHaveProperty("referredBy");
    expect(Object.keys(webhookFields(withField, values))).toEqual(["name", "email", "subject", "message"]);
  });

  it("the export columns, the lead view and the search of the four forms are their declarations'", () => {
    for (const key of FORM_KEYS) {
      const form: FormDeclaration = FORMS[key];
      const exported = form.fields.filter((field) => field.exported).map((field) => field.column);
      expect(
        exportColumns(key).filter((column) => exported.includes(column)),
        key,
      ).toEqual(exported);
      expect(searchColumns(form), key).toEqual(
        form.fields.filter((field) => field.searched).map((field) => field.column),
      );
      const row = Object.fromEntries(form.fields.map((field) => [field.column, `${field.name}!`]));
      expect(leadFields(key, row).slice(0, form.fields.length), key).toEqual(
        form.fields.map((field) => [field.label, `${field.name}!`]),
      );
    }
    expect(exportColumns("assessment")).toEqual([
      "id",
      "reference",
      "created_at",
      "full_name",
      "email",
      "company",
      "team_size",
      "service",
      "challenges",
      "goals",
      "spam",
      "landing_page",
      "referrer_host",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "pages_viewed",
    ]);
  });
});

describeOnEachDatabase("the declared columns", (test) => {
  test("exist in every form's table after the migrations", async ({ apiApp }) => {
    const ctx = await apiApp();
    for (const key of FORM_KEYS) {
      const columns = FORMS[key].fields.map((field) => sql.ref(field.column));
      // Selecting every declared column fails if a migration is missing one.
      await expect(
        ctx.database.db
          .selectFrom(tableOf(key))
          .select(() => columns.map((column, i) => sql`${column}`.as(`c${i}`)))
          .execute(),
      ).resolves.toEqual([]);
    }
  });
});
