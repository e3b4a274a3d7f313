import { z } from "zod";
import { ANSWER_NOTE_LIMIT, ANSWER_WAYS, ASSIGNMENT_MODES, LEAD_STATUSES } from "../../common/admin-api";
import { REPLY_LIMITS, templateProblem } from "../../common/replies";
import { formKeySchema, optionalFormKeySchema } from "../../common/forms/form-key";
import { LIMITS } from "../../common/forms/limits";
import { MAX_PASSWORD_LENGTH } from "../accounts/passwords";
import { normaliseEmail } from "../accounts/staff";

// The `schema:` of the inbox's API routes. A refusal answers 400 with the issue's message
// (inbox/index.ts): each message says what to send instead.

export const formKey = formKeySchema();

const SIGN_IN = "Enter your e-mail and password.";
export const signInBody = z.object(
  {
    email: z.string({ error: SIGN_IN }).max(254, SIGN_IN).transform(normaliseEmail).pipe(z.string().min(1, SIGN_IN)),
    password: z.string({ error: SIGN_IN }).min(1, SIGN_IN).max(MAX_PASSWORD_LENGTH, SIGN_IN),
  },
  { error: SIGN_IN },
);

const SEARCH_TOO_LONG = `The search is longer than ${LIMITS.search} characters: shorten it.`;

/** The inbox's filter, as the list and the export read it. */
export const leadFilterQuery = z.object({
  // No form, or an empty one, is every form (the list); the export needs one.
  form: optionalFormKeySchema().optional(),
  // Not a status: no status filter (the inbox's links only ever send known ones).
  status: z.string().max(20).optional(),
  spam: z.string().max(20).optional(),
  q: z.string().max(LIMITS.search, SEARCH_TOO_LONG).optional(),
  after: z.string().max(300).optional(),
  // "waiting": "Waiting for an answer", by due time; anything else: every lead, newest first.
  view: z.string().max(20).optional(),
  // "1": only the leads assigned to the signed-in staff member ("Mine").
  mine: z.string().max(5).optional(),
});

export const exportQuery = leadFilterQuery.extend({
  form: formKey,
  format: z.string().max(10).optional(),
  subscription: z.string().max(20).optional(),
});

export const leadParams = z.object({ form: z.string().max(40), id: z.string().max(64) });

export const statusBody = z.object(
  { status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(", ")}.` }) },
  { error: `status must be one of ${LEAD_STATUSES.join(", ")}.` },
);

const NOTE = "Write the note (at most 5,000 characters).";
export const noteBody = z.object(
  { body: z.string({ error: NOTE }).max(5000, NOTE).trim().min(1, NOTE) },
  { error: NOTE },
);

const ANSWERED = `Say how the lead was answered (one of ${ANSWER_WAYS.join(", ")}) and write a one-line note (at most ${ANSWER_NOTE_LIMIT} characters).`;
/** "Answered another way": how, and a one-line note (no line breaks). */
export const answeredBody = z.object(
  {
    how: z.enum(ANSWER_WAYS, { error: ANSWERED }),
    note: z
      .string({ error: ANSWERED })
      .max(ANSWER_NOTE_LIMIT, ANSWERED)
      .trim()
      .min(1, ANSWERED)
      .refine((note) => !/[\r\n]/.test(note), "Write the note on one line (no line breaks)."),
  },
  { error: ANSWERED },
);

/** Any JSON object (calls that need no body still send `{}`, or nothing). */
export const emptyBody = z.object({}).optional();

const ERASE = "Enter the e-mail address to erase.";
const address = z
  .string({ error: ERASE })
  .max(254, ERASE)
  .transform(normaliseEmail)
  .refine((email) => email.includes("@"), ERASE);
export const erasurePreviewBody = z.object({ email: address }, { error: ERASE });
export const erasureBody = z.object(
  { email: address, confirm: z.string().max(254).transform(normaliseEmail).optional().catch(undefined) },
  { error: ERASE },
);

export const pageQuery = z.object({ after: z.string().max(300).optional(), status: z.string().max(20).optional() });

// Replies, templates, assignment, settings (replies.ts, templates.ts, assignment.ts). Lengths are
// checked with room to spare here; replies.ts and common/replies.ts say what is too long, exactly.

const REPLY = "Write the reply: a subject and a text.";
export const replyBody = z.object(
  {
    // Only ever the lead's own address: any other is refused (replies.ts), never used.
    to: z.string({ error: REPLY }).max(1000, REPLY).optional(),
    subject: z
      .string({ error: REPLY })
      .max(REPLY_LIMITS.subject * 5, `The subject is longer than ${REPLY_LIMITS.subject} characters: shorten it.`),
    body: z
      .string({ error: REPLY })
      .max(
        REPLY_LIMITS.body * 2,
        `The reply is longer than ${REPLY_LIMITS.body.toLocaleString("en")} characters: shorten it.`,
      ),
  },
  { error: REPLY },
);

const TEMPLATE = `Give the template a name (at most ${REPLY_LIMITS.templateName} characters) and a text (at most ${REPLY_LIMITS.templateBody.toLocaleString("en")} characters).`;
export const templateBody = z.object(
  {
    name: z.string({ error: TEMPLATE }).max(REPLY_LIMITS.templateName, TEMPLATE).trim().min(1, TEMPLATE),
    body: z
      .string({ error: TEMPLATE })
      .max(REPLY_LIMITS.templateBody, TEMPLATE)
      .refine((body) => body.trim() !== "", TEMPLATE)
      .superRefine((body, context) => {
        const problem = templateProblem(body);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
  },
  { error: TEMPLATE },
);

export const templateParams = z.object({ id: z.string().max(64) });

const ASSIGN = "Choose a staff member, or nobody (null).";
export const assignBody = z.object(
  { staffId: z.string({ error: ASSIGN }).max(64, ASSIGN).nullable() },
  { error: ASSIGN },
);

const SETTINGS = `Send assignment (one of ${ASSIGNMENT_MODES.join(", ")}) and/or digest (true or false).`;
export const settingsBody = z.object(
  {
    assignment: z.enum(ASSIGNMENT_MODES, { error: SETTINGS }).optional(),
    digest: z.boolean({ error: SETTINGS }).optional(),
  },
  { error: SETTINGS },
);
