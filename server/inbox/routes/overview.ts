import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { OVERVIEW_PATH, overviewQuery, overviewResponse } from "../../../common/overview";
import { RESPONSE_TIMES_PATH } from "../../../common/response-times";
import { buildOverview } from "../../analytics/overview";
import { buildResponseTimes } from "../../analytics/response-times";

// The inbox's first screen: visits, sources, conversions, the funnels and Web Vitals of a range
// of days (server/analytics/overview.ts). Reading it changes nothing and is not audited (it
// holds nothing about a person).

export default async function overviewRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { database } = app;
  app.get(
    OVERVIEW_PATH,
    { schema: { querystring: overviewQuery, response: { 200: overviewResponse } } },
    async (request) => buildOverview(database.db, database.dialect, request.query.range),
  );
  // How fast the firm answers, over the same range (common/response-times.ts).
  app.get(RESPONSE_TIMES_PATH, { schema: { querystring: overviewQuery } }, async (request) =>
    buildResponseTimes(database.db, request.query.range, app.businessHours()),
  );
}
