import { CircleAlert, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";

/** A form's outcome: a polite status on success, an alert on failure. */
export function FormBanner({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  const success = tone === "success";
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    <div
      role={success ? "status" : "alert"}
      className={`flex items-start gap-2.5 rounded-lg border px-4 py-3 text-sm font-medium ${
        success ? "border-emerald-600 bg-emerald-50 text-emerald-900" : "border-red-600 bg-red-50 text-red-800"
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
