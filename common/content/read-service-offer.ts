import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { service } from "./schemas/service";
import { serviceOffer, type ServiceFile, type ServiceOffer } from "./service-offer";

/**
 * What the forms offer, read from a content folder's service files (not from a build): for a
 * server with no build of its own (tests) or a build made before SERVICES_FILE was written.
 * A file that does not match its schema is left out.
 */
export function readServiceOffer(contentDir: string): ServiceOffer {
  const folder = join(contentDir, "services");
  const files: ServiceFile[] = [];
  for (const name of readdirSync(folder).filter((file) => file.endsWith(".yaml"))) {
    const parsed = service.safeParse(parse(readFileSync(join(folder, name), "utf8")));
    if (parsed.success) files.push({ id: name.slice(0, -".yaml".length), data: parsed.data });
  }
  return serviceOffer(files);
}
