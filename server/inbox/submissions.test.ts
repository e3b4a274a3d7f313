import { sql } from "kysely";
import { expect } from "vitest";
import type { FormKey } from "../../common/admin-api";
import { columnOfRole } from "../../common/forms/declare";
import { FORMS, tableOf } from "../../common/forms/registry";
import { addNote } from "./lead-actions";
import { describeOnEachDatabase } from "../test-support/fixtures";
import { purge } from "./submissions";
import type { ApiApp } from "../test-support/app";

describeOnEachDatabase("the retention purge", (test) => {
  const post = (ctx: ApiApp, url: string, payload: unknown) =>
    ctx.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(payload),
    });

  test("deletes the staff notes of the leads it deletes, in every form, and keeps the others", async ({ apiApp }) => {
    const ctx = await apiApp({ RATE_LIMIT_PER_MINUTE: "100" });
    const { db } = ctx.database;
    const sent = [
      await post(ctx, "/api/contact", { name: "Old", email: "old@example.com", subject: "s", message: "m" }),
      await post(ctx, "/api/service-requests", { name: "Old", email: "old@example.com", service: "Agile Coaching" }),
      await post(ctx, "/api/assessment", {
        fullName: "Old",
        email: "old@example.com",
        company: "Co",
        teamSize: "1-10",
        challenges: "c",
        goals: "g",
        service: "Agile Coaching",
      }),
      await post(ctx, "/api/subscribe", { name: "Old", email: "old@example.com" }),
      await post(ctx, "/api/contact", { name: "Recent", email: "recent@example.com", subject: "s", message: "m" }),
    ];
    expect(sent.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);

    // Every lead gets a note; all but the recent contact message are past the retention.
    const leads: { form: FormKey; id: string; name: string }[] = [];
    for (const form of ["contact", "service-request", "assessment", "newsletter"] as const) {
      const table = tableOf(form);
      const nameColumn = columnOfRole(FORMS[form], "name")!;
      const rows = (await db
        .selectFrom(table)
        .select(["id", sql.ref(nameColumn).as("name")])
        .execute()) as { id: string; name: string }[];
      for (const row of rows) leads.push({ form, ...row });
    }
    expect(leads).toHaveLength(5);
    for (const lead of leads) {
      expect(await addNote(db, lead.form, lead.id, "staff@example.com", `About ${lead.name}`)).toBeDefined();
    }
    const old = new Date(Date.now() - 800 * 86_400_000).toISOString();
    for (const lead of leads.filter((lead) => lead.name === "Old")) {
      const table = tableOf(lead.form);
      await db
        .updateTable(table)
        .set(table === "subscribers" ? { created_at: old, updated_at: old } : { created_at: old })
        .where("id", "=", lead.id)
        .execute();
    }

    const counts = await purge(db, 730);
    const recent = leads.find((lead) => lead.name === "Recent")!;
    const notes = await db.selectFrom("lead_notes").select(["lead_id", "body"]).execute();
    expect(notes).toEqual([{ lead_id: recent.id, body: "About Recent" }]);
    expect(counts).toMatchObject({
      contact_messages: 1,
      service_requests: 1,
      assessment_requests: 1,
      subscribers: 1,
      lead_notes: 4,
    });
    // Nothing left to delete on the next run.
    expect(await purge(db, 730)).toMatchObject({ contact_messages: 0, lead_notes: 0 });
  });

  test("deletes notes whose lead an earlier purge already deleted, and only those", async ({ apiApp }) => {
    const ctx = await apiApp();
    const { db } = ctx.database;
    expect(
      (await post(ctx, "/api/contact", { name: "Stays", email: "stays@example.com", subject: "s", message: "m" }))
        .statusCode,
    ).toBe(201);
    const lead = await db.selectFrom("contact_messages").select("id").executeTakeFirstOrThrow();
    await addNote(db, "contact", lead.id, "staff@example.com", "Kept");
    // Left behind by a purge from before notes went with their lead.
    const now = new Date().toISOString();
    await db
      .insertInto("lead_notes")
      .values(
        (["contact_messages", "service_requests", "assessment_requests", "subscribers"] as const).map((table, i) => ({
          id: `00000000-0000-0000-0000-00000000000${i}`,
          source_table: table,
          lead_id: `11111111-1111-1111-1111-11111111111${i}`,
          author: "staff@example.com",
          body: "Orphan",
          created_at: now,
        })),
      )
      .execute();

    expect((await purge(db, 730)).lead_notes).toBe(4);
    expect(await db.selectFrom("lead_notes").select("body").execute()).toEqual([{ body: "Kept" }]);
  });
});
