import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  LEAD_STATUSES,
  type LeadDetail,
  type LeadPage,
  type LeadStatus,
  type LeadSummary,
  type OverdueCount,
} from "../../../common/admin-api";
import { isFormKey, type FormKey } from "../../../common/forms/registry";
import { audit } from "../audit";
import { encodeCursor, positionOf } from "../cursor";
import { addNote, resendNotification, setStatus } from "../lead-actions";
import { markRead, readLead, readRow } from "../lead-detail";
import { listStaffMembers } from "../../accounts/staff";
import { assignLead } from "../assignment";
import { repliesOff, replyDraft, sendReply } from "../replies";
import { listColumns, listLeads, summarise, type LeadFilter } from "../lead-list";
import {
  answeredBody,
  assignBody,
  emptyBody,
  leadFilterQuery,
  leadParams,
  noteBody,
  replyBody,
  statusBody,
} from "../schemas";
import { decodeCursor } from "../cursor";
import { clockOf, countOverdue, hasClock, listWaiting, recordFirstResponse } from "../../inbox/response-clock";

// The inbox's leads: the list, a lead (reading it changes nothing; opening it in the inbox
// marks it read with an explicit POST), its status, notes and "send again". Every call but the
// list is in the audit log.

export type LeadFilterQuery = { form?: string; status?: string; spam?: string; q?: string; mine?: string };

/** The list's and the export's filter, from the query the schema let through; `me` is the signed-in staff id ("Mine"). */
export function readFilter(query: LeadFilterQuery, me?: string): LeadFilter {
  const { form, status, spam, q, mine } = query;
  return {
    forms: form && isFormKey(form) ? [form] : undefined,
    status: (LEAD_STATUSES as readonly unknown[]).includes(status) ? (status as LeadStatus) : undefined,
    spam: spam === "only" || spam === "all" ? spam : "exclude",
    q: q?.trim() || undefined,
    assignedTo: mine === "1" && me ? me : undefined,
  };
}

export default async function leadRoutes(parent: FastifyInstance, { onOutboxWrite }: { onOutboxWrite?: () => void }) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { database } = app;
  const { db } = database;
  const lead = (params: { form: string; id: string }): { form: FormKey; id: string } | undefined =>
    isFormKey(params.form) && /^[0-9a-f-]{36}$/.test(params.id) ? { form: params.form, id: params.id } : undefined;
  const noLead = (reply: FastifyReply) => reply.code(404).send({ message: "No such lead." });

  // The response clock in words, at the server's now in the firm's hours (inbox/response-clock.ts).
  const withClock = <T extends LeadSummary>(leads: T[]): T[] => {
    const hours = app.businessHours();
    const now = app.clock();
    return leads.map((one) => ({ ...one, clock: clockOf(one, hours, now) }));
  };

  app.get("/leads", { schema: { querystring: leadFilterQuery } }, async (request) => {
    if (request.query.view === "waiting") {
      // "Waiting for an answer": unanswered leads that are not spam, the oldest due time first.
      const cursor = decodeCursor(request.query.after);
      const after = cursor?.dueAt && cursor.id && !Number.isNaN(Date.parse(cursor.dueAt)) ? cursor : undefined;
      const { leads, next } = await listWaiting(
        db,
        {
          after: after && { dueAt: after.dueAt!, id: after.id! },
          read: listColumns,
          assignedTo: request.query.mine === "1" ? request.staff!.id : undefined,
        },
        summarise,
      );
      return { leads: withClock(leads), next: encodeCursor(next) } satisfies LeadPage;
    }
    const { leads, next } = await listLeads(db, readFilter(request.query, request.staff!.id), {
      after: positionOf(request.query.after),
    });
    return { leads: withClock(leads), next: encodeCursor(next) } satisfies LeadPage;
  });

  app.get("/leads/overdue", async () => {
    return { overdue: await countOverdue(db, app.clock()) } satisfies OverdueCount;
  });

  app.get("/leads/:form/:id", { schema: { params: leadParams } }, async (request, reply) => {
    const target = lead(request.params);
    const found = target && (await readLead(db, target.form, target.id, await listStaffMembers(db)));
    if (!found) return noLead(reply);
    await audit(db, { actor: request.staff!.email, action: "read-lead", detail: target });
    const row = hasClock(target.form) ? await readRow(db, target.form, target.id) : undefined;
    const draft =
      row && hasClock(target.form)
        ? await replyDraft(db, {
            form: target.form,
            row,
            staff: request.staff!,
            site: app.siteIdentity(),
            config: app.config,
          })
        : null;
    return { ...withClock([found])[0]!, reply: draft } satisfies LeadDetail;
  });

  // A reply from the inbox, to the lead's own address only (inbox/replies.ts).
  app.post("/leads/:form/:id/replies", { schema: { params: leadParams, body: replyBody } }, async (request, reply) => {
    const target = lead(request.params);
    if (!target) return noLead(reply);
    if (!hasClock(target.form))
      return reply.code(400).send({ message: "Newsletter subscriptions are not answered from the inbox." });
    const outcome = await sendReply(
      db,
      { form: target.form, id: target.id },
      {
        staff: request.staff!,
        ...request.body,
        now: app.clock(),
        config: app.config,
      },
    );
    if (outcome.kind === "not-found") return noLead(reply);
    if (outcome.kind === "refused")
      return reply.code(repliesOff(app.config) ? 409 : 400).send({ message: outcome.message });
    onOutboxWrite?.();
    return reply.code(202).send({ id: outcome.id, message: "The reply is queued: it goes out in a moment." });
  });

  // Who answers the lead: a staff member, or nobody (null).
  app.put("/leads/:form/:id/assignee", { schema: { params: leadParams, body: assignBody } }, async (request, reply) => {
    const target = lead(request.params);
    if (!target) return noLead(reply);
    if (!hasClock(target.form)) return reply.code(400).send({ message: "Newsletter subscriptions are not assigned." });
    const { staffId } = request.body;
    const result = await assignLead(db, { form: target.form, id: target.id }, { staffId, by: request.staff!.email });
    if (result === "not-found") return noLead(reply);
    if (result === "no-staff")
      return reply.code(400).send({ message: "There is no such staff member: choose one from the list." });
    await audit(db, { actor: request.staff!.email, action: "assign", detail: { ...target, staffId } });
    return { staffId };
  });

  // "Answered another way" (phone, WhatsApp, …): stamps the first response with a one-line note.
  app.post(
    "/leads/:form/:id/answered",
    { schema: { params: leadParams, body: answeredBody } },
    async (request, reply) => {
      const target = lead(request.params);
      if (!target) return noLead(reply);
      if (!hasClock(target.form))
        return reply.code(400).send({ message: "Newsletter subscriptions are not answered: they have no clock." });
      const at = app.clock();
      const { how, note } = request.body;
      const by = request.staff!.email;
      const result = await recordFirstResponse(db, { form: target.form, id: target.id }, { at, by, how, note });
      if (result === "not-found") return noLead(reply);
      if (result === "already")
        return reply.code(409).send({ message: "This lead was already answered: its first response stays as it is." });
      await audit(db, { actor: by, action: "answered", detail: { ...target, how } });
      return { firstResponse: { at: at.toISOString(), by, how, note } };
    },
  );

  app.post("/leads/:form/:id/read", { schema: { params: leadParams, body: emptyBody } }, async (request, reply) => {
    const target = lead(request.params);
    if (!target || !(await markRead(db, target.form, target.id, request.staff!.email))) return noLead(reply);
    return reply.code(204).send();
  });

  app.patch("/leads/:form/:id", { schema: { params: leadParams, body: statusBody } }, async (request, reply) => {
    const target = lead(request.params);
    if (!target) return noLead(reply);
    const { status } = request.body;
    const result = await setStatus(
      database,
      target.form,
      target.id,
      status,
      app.config.WEBHOOK_URLS,
      request.staff!.email,
    );
    if (!result.found) return noLead(reply);
    await audit(db, {
      actor: request.staff!.email,
      action: "status",
      detail: { ...target, status, released: result.released },
    });
    if (result.released) onOutboxWrite?.();
    return { status, released: result.released };
  });

  app.post("/leads/:form/:id/notes", { schema: { params: leadParams, body: noteBody } }, async (request, reply) => {
    const target = lead(request.params);
    if (!target) return noLead(reply);
    const note = await addNote(db, target.form, target.id, request.staff!.email, request.body.body);
    if (!note) return noLead(reply);
    await audit(db, { actor: request.staff!.email, action: "note", detail: { ...target, note: note.id } });
    return reply.code(201).send(note);
  });

  app.post("/leads/:form/:id/resend", { schema: { params: leadParams, body: emptyBody } }, async (request, reply) => {
    const target = lead(request.params);
    if (!target) return noLead(reply);
    const result = await resendNotification(database, target.form, target.id);
    if (result === "not-found") return noLead(reply);
    if (result === "not-applicable")
      return reply.code(400).send({ message: "Newsletter subscriptions have no notification." });
    await audit(db, { actor: request.staff!.email, action: "resend", detail: target });
    onOutboxWrite?.();
    return reply.code(202).send({ message: "The notification is queued again." });
  });
}
