import { ArrowRight } from "lucide-react";
import type { ServiceSummary } from "../../loaders/types";
import { icons } from "../icons";
import { Card, CardIcon } from "../ui/card";
import { CardGrid } from "../ui/card-grid";

interface ServiceCardProps {
  service: ServiceSummary;
  /** Text of the card's link; the service's title is added for screen readers. */
  linkLabel: string;
}

/** A service: image, icon and title, short description and a link to the service's page. */
export function ServiceCard({ service, linkLabel }: ServiceCardProps) {
  return (
    <Card padded={false} className="group relative flex flex-col overflow-hidden transition-shadow hover:shadow-md">
      <img
        src={service.image.src}
        alt={service.image.alt}
        width={service.image.width}
        height={service.image.height}
        loading="lazy"
        decoding="async"
        className="aspect-video w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-3">
          <CardIcon icon={icons[service.icon]} />
          <h3 className="text-lg font-semibold text-slate-900">{service.title}</h3>
        </div>
        <p className="mt-3 flex-1 leading-relaxed text-slate-700">{service.description}</p>
        <a
          href={service.path}
          className="mt-5 inline-flex min-h-6 items-center gap-1.5 self-start font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
        >
          {linkLabel}
          <span className="sr-only"> about {service.title}</span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
          />
        </a>
      </div>
    </Card>
  );
}

/** The services' cards in a grid. */
export function ServiceGrid({
  services,
  linkLabel = "Learn more",
}: {
  services: readonly ServiceSummary[];
  linkLabel?: string;
}) {
  return (
    <CardGrid
      cards={services.map((service) => ({
        key: service.slug,
        content: <ServiceCard service={service} linkLabel={linkLabel} />,
      }))}
    />
  );
}
