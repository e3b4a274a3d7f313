import { island } from "../../islands/island";
import { ServiceRequestDialog } from "../../components/forms/service-request-dialog";
import { buttonStyles } from "../../components/ui/button-styles";
import { mailtoHref } from "../../content/site";
import { serviceRequestCopy } from "./content";

/** The call to action's opener of the service request dialog, and the dialog: the page's one island. */
function ServiceRequest() {
  return (
    <ServiceRequestDialog
      triggerLabel={serviceRequestCopy.cta}
      triggerClassName={buttonStyles.onDark}
      mailtoHref={mailtoHref}
    />
  );
}

export default island(ServiceRequest);
