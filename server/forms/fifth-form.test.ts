// Imported first: the fifth form is in the registry before any server module reads it.
import { createFifthFormTable, fifthForm } from "../test-support/fifth-form";
import { sql } from "kysely";
import { expect } from "vitest";
import { validReference } from "../../common/forms/registry";
import { purge } from "../inbox/submissions";
import { staffCookie } from "../test-support/app";
import { describeOnEachDatabase } from "../test-support/fixtures";

// A form that exists only as a declaration and a table (server/test-support/fifth-form.ts),
// taken end to end through the server: posted, stored with its reference, notified, sent to
// the webhook, listed, viewed and searched in the inbox, exported, erased and purged. If any
// of those listed the forms by hand, this form would be missing from it and a step fails.

const SECRET = `whsec_${Buffer.from("a test key of thirty-two bytes!!").toString("base64")}`;

describeOnEachDatabase("a fifth form, from its declaration alone", (test) => {
  const booking = { name: "Ada Lovelace", email: "Ada@Example.com", topic: "Kanban basics", dietNotes: "vegan" };

  test("posts, stores, notifies, sends its webhook, lists, exports, erases and purges", async ({ apiApp }) => {
    const ctx = await apiApp({
      NOTIFY_TO: "team@example.com",
      WEBHOOK_URLS: "https://hooks.example.com/leads",
      WEBHOOK_SECRET: SECRET,
      RATE_LIMIT_PER_MINUTE: "100",
    });
    const { db } = ctx.database;
    await createFifthFormTable(db);
    const json = { "content-type": "application/json" };

    // Its route and schema: a refusal names the declared field, a valid post is stored.
    const refused = await ctx.app.inject({
      method: "POST",
      url: fifthForm.path,
      headers: json,
      payload: JSON.stringify({ ...booking, topic: "" }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: Record<string, string> }>().errors).toEqual({ topic: "Topic is required" });
    const posted = await ctx.app.inject({
      method: "POST",
      url: fifthForm.path,
      headers: json,
      payload: JSON.stringify(booking),
    });
    expect(posted.statusCode).toBe(201);
    const { reference, message } = posted.json<{ reference: string; message: string }>();
    expect(message).toBe("Booked: Kanban basics.");
    expect(reference).toMatch(/^WB-/);
    expect(validReference(reference)).toBe(reference);

    // Its table's columns.
    const rows = await db
      .selectFrom(fifthForm.table as "contact_messages")
      .select(["id", "reference", sql<string>`topic`.as("topic"), sql<string>`diet_notes`.as("diet")])
      .execute();
    expect(rows).toEqual([{ id: expect.any(String) as string, reference, topic: "Kanban basics", diet: "vegan" }]);
    const id = rows[0]!.id;

    // The notification and the webhook payload (the declared webhook fields only).
    const outbox = (
      await db.selectFrom("outbox").select(["kind", "source_table", "subject", "text_body"]).execute()
    ).map((row) => ({ ...row, body: row.text_body ?? "" }));
    expect(outbox.every((row) => row.source_table === fifthForm.table)).toBe(true);
    expect(outbox.map((row) => row.kind).sort()).toEqual(["notification", "webhook"]);
    const notification = outbox.find((row) => row.kind === "notification")!;
    expect(`${notification.subject}\n${notification.body}`).toContain("workshop booking");
    expect(notification.body).toContain("Diet notes");
    const webhook = outbox.find((row) => row.kind === "webhook")!;
    expect(webhook.subject).toBe("workshop.created");
    const payload = JSON.parse(webhook.body) as Record<string, unknown>;
    expect(payload).toMatchObject({
      type: "workshop.created",
      reference,
      name: "Ada Lovelace",
      email: "Ada@Example.com",
      topic: "Kanban basics",
    });
    expect(payload).not.toHaveProperty("dietNotes");

    // The inbox: its list (with a search on a searched field), its view, its export.
    const cookie = await staffCookie(ctx.database);
    const get = (url: string) => ctx.app.inject({ method: "GET", url, headers: { cookie } });
    const list = await get(`/api/admin/leads?form=${fifthForm.key}&q=kanban`);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ leads: unknown[] }>().leads).toEqual([
      expect.objectContaining({ form: "workshop", id, name: "Ada Lovelace", summary: "Kanban basics", reference }),
    ]);
    const everyForm = await get("/api/admin/leads");
    expect(everyForm.json<{ leads: { id: string }[] }>().leads.map((lead) => lead.id)).toContain(id);
    const view = await get(`/api/admin/leads/${fifthForm.key}/${id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json<{ formTitle: string; fields: [string, string][] }>()).toMatchObject({
      formTitle: "Workshop booking",
      fields: expect.arrayContaining([
        ["Topic", "Kanban basics"],
        ["Diet notes", "vegan"],
      ]) as unknown,
    });
    const exported = await get(`/api/admin/export?form=${fifthForm.key}&format=json`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toContain("workshop-bookings-");
    expect(JSON.stringify(exported.json())).toContain("Kanban basics");
    const csv = await get(`/api/admin/export?form=${fifthForm.key}&format=csv`);
    expect(csv.body.split("\n")[0]!.split(",")).toEqual(expect.arrayContaining(["reference", "topic", "diet_notes"]));

    // The erasure finds and deletes its row.
    const erase = (url: string) =>
      ctx.app.inject({
        method: "POST",
        url,
        headers: { ...json, cookie },
        payload: JSON.stringify({ email: "ada@example.com", confirm: "ada@example.com" }),
      });
    const preview = await erase("/api/admin/erasures/preview");
    expect(preview.json<{ counts: Record<string, number> }>().counts).toMatchObject({ workshop_bookings: 1 });
    const erased = await erase("/api/admin/erasures");
    expect(erased.statusCode).toBe(200);
    expect(
      await db
        .selectFrom(fifthForm.table as "contact_messages")
        .select("id")
        .execute(),
    ).toEqual([]);

    // The retention purge deletes its old rows and keeps its recent ones.
    for (const name of ["Old", "Recent"]) {
      const again = await ctx.app.inject({
        method: "POST",
        url: fifthForm.path,
        headers: json,
        payload: JSON.stringify({ ...booking, name, email: `${name.toLowerCase()}@example.com` }),
      });
      expect(again.statusCode).toBe(201);
    }
    const old = new Date(Date.now() - 800 * 86_400_000).toISOString();
    await db
      .updateTable(fifthForm.table as "contact_messages")
      .set({ created_at: old })
      .where("name", "=", "Old")
      .execute();
    const counts = await purge(db, 730);
    expect(counts).toMatchObject({ workshop_bookings: 1 });
    const left = await db
      .selectFrom(fifthForm.table as "contact_messages")
      .select("name")
      .execute();
    expect(left).toEqual([{ name: "Recent" }]);
  });
});
