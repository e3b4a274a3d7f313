import type { ServiceOffer } from "../../common/content/service-offer";
import type { SiteIdentity } from "../../common/settings";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/index";

/** What the form routes need from the app. */
export interface FormDeps {
  config: Config;
  database: DatabaseHandle;
  /** Origin of the links in e-mails and of redirects. */
  linkOrigin: string;
  /** The firm's name and scheduling page as the live site shows them (they change with a publish). */
  site: () => SiteIdentity;
  /** The services the live site's forms offer: a post naming another is refused (400). */
  offer: () => ServiceOffer;
  /** Now: when a submission is stored (the app's clock, AppOptions.clock). */
  clock: () => Date;
  /** Called after a commit that queued mail: wakes the outbox worker. */
  onOutboxWrite?: () => void;
}
