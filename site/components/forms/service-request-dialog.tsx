import { useEffect, useRef, useState } from "react";
import { serviceRequestForm } from "../../../common/forms/service-request";
import { SERVICE_REQUEST_SUCCESS, type ServiceRequestAnswer } from "../../../common/api";
import { validReference } from "../../../common/forms/registry";
import { track } from "../../analytics/track";
import { useFormSubmission } from "./use-form-submission";
import { buttonStyles } from "../ui/button-styles";
import { Dialog } from "../ui/dialog";
import { DeclaredFields } from "./declared-fields";
import { FormBanner } from "./form-banner";
import { Honeypot } from "./honeypot";

export const SERVICE_REQUEST_TEXTS = {
  title: "Service Request",
  success: SERVICE_REQUEST_SUCCESS,
  failure: "Something went wrong. Please try again or email us directly.",
} as const;

/** How long the success panel shows before the dialog closes by itself: 3 seconds. */
export const AUTO_CLOSE_MS = 3000;

interface ServiceRequestDialogProps {
  /** The opener's text; 'Start Your Journey Here' unless a page says otherwise. */
  triggerLabel?: string;
  /** The opener's look, e.g. buttonStyles.onDark on a dark band. */
  triggerClassName?: string;
  /** mailto: link of the failure panel's "email us directly". */
  mailtoHref: string;
  /** Where the opener leads before JavaScript runs (the dialog needs it). */
  fallbackHref?: string;
  /** The services it offers, in order (the build's, from each service's forms.request). */
  services: readonly string[];
}

type Status = "form" | "success" | "error";

/**
 * The services page's 'Service Request' modal and the button that opens it: name, e-mail, service
 * and message, validated with the shared schema; a success panel that closes by itself.
 */
export function ServiceRequestDialog({
  triggerLabel = "Start Your Journey Here",
  triggerClassName = buttonStyles.primary,
  mailtoHref,
  fallbackHref = "/contact",
  services,
}: ServiceRequestDialogProps) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>("form");
  const [reference, setReference] = useState<string>();
  const { hydrated, errors, pending, handlers } = useFormSubmission<ServiceRequestAnswer>(serviceRequestForm, {
    onSuccess: (body) => {
      setReference(validReference(body?.reference));
      setStatus("success");
    },
    onFailure: ({ outcome, invalid }) => {
      // The server disagreed with a field: show it there, the form stays.
      if (outcome.kind === "answer" && outcome.status === 400 && Object.keys(invalid).length > 0) return;
      setStatus("error");
      return false;
    },
  });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status === "form") return;
    panelRef.current?.focus();
    if (status !== "success") return;
    const timer = setTimeout(() => setOpen(false), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function openDialog() {
    setStatus("form");
    setOpen(true);
    track({ type: "dialog_opened" });
  }

  function retry() {
    setStatus("form");
    // After the form is shown again (next frame), back to its first field.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus());
  }

  return (
    <>
      {hydrated ? (
        <button
          ref={triggerRef}
          type="button"
          onClick={openDialog}
          aria-haspopup="dialog"
          className={triggerClassName}
          data-hold="service-request"
        >
          {triggerLabel}
        </button>
      ) : (
        // Held if clicked before the page is live, then replayed on the button (site/islands/hold.ts).
        <a href={fallbackHref} className={triggerClassName} data-hold="service-request">
          {triggerLabel}
        </a>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} title={SERVICE_REQUEST_TEXTS.title} returnFocus={triggerRef}>
        {status === "success" ? (
          <div ref={panelRef} tabIndex={-1} className="focus:outline-none">
            <FormBanner tone="success">
              {SERVICE_REQUEST_TEXTS.success}
              {reference ? <span className="mt-1 block">Your reference: {reference}</span> : null}
            </FormBanner>
          </div>
        ) : null}
        {status === "error" ? (
          <div ref={panelRef} tabIndex={-1} className="flex flex-col gap-4 focus:outline-none">
            <FormBanner tone="error">
              Something went wrong. Please try again or{" "}
              <a href={mailtoHref} className="underline underline-offset-2 hover:text-red-950">
                email us directly
              </a>
              .
            </FormBanner>
            <button type="button" onClick={retry} className={`${buttonStyles.secondary} self-start`}>
              Try again
            </button>
          </div>
        ) : null}
        <form
          ref={formRef}
          noValidate
          hidden={status !== "form"}
          {...handlers}
          className="relative flex flex-col gap-4"
        >
          <DeclaredFields form={serviceRequestForm} errors={errors} offered={{ request: services }} autoFocusFirst />
          <Honeypot />
          <button type="submit" disabled={pending} className={`${buttonStyles.primary} w-full disabled:opacity-70`}>
            {pending ? "Submitting..." : "Submit Request"}
          </button>
        </form>
      </Dialog>
    </>
  );
}
