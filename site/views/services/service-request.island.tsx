import { island } from "../../islands/island";
import { ServiceRequestDialog } from "../../components/forms/service-request-dialog";
import { buttonStyles } from "../../components/ui/button-styles";

/**
 * The call to action's opener of the service request dialog, and the dialog: the page's one island.
 * `label`: the opener's text (content/pages/services.yaml, request.cta); `services`: the dialog's
 * choices, in order (each service's forms.request).
 */
function ServiceRequest({ label, mailtoHref, services }: { label: string; mailtoHref: string; services: string[] }) {
  return (
    <ServiceRequestDialog
      triggerLabel={label}
      triggerClassName={buttonStyles.onDark}
      mailtoHref={mailtoHref}
      services={services}
    />
  );
}

export default island(ServiceRequest);
