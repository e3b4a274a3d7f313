import { island } from "../../islands/island";
import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Link } from "../../content/types";
import { buttonStyles } from "../ui/button-styles";
import { ExternalLink } from "../ui/external-link";

function desktopLinkClass(isActive: boolean) {
  return `rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
  }`;
}

function mobileLinkClass(isActive: boolean) {
  return `block rounded-md px-3 py-3 text-base font-medium ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-800 hover:bg-slate-100"
  }`;
}

/** The small screens' menu: one per page, the same id on every page. */
const menuId = "site-menu";

interface NavbarProps {
  /** The page's own path, marked as the current one. */
  path: string;
  /** The firm's name and scheduling page (content/settings.yaml). */
  siteName: string;
  schedulingUrl: string;
  /** The links, in order (content/pages/navigation.yaml). */
  links: readonly Link[];
}

/** The site's navigation. */
function Navbar({ path, siteName, schedulingUrl, links }: NavbarProps) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <a href="/" className="text-lg font-bold tracking-tight whitespace-nowrap text-brand-900" onClick={close}>
          {siteName}
        </a>

        <ul className="hidden items-center gap-1 lg:flex">
          {links.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                className={desktopLinkClass(item.href === path)}
                aria-current={item.href === path ? "page" : undefined}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="hidden lg:block">
          <ExternalLink href={schedulingUrl} className={buttonStyles.primary}>
            Book Consultation
          </ExternalLink>
        </div>

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
        </button>
      </nav>

      <div id={menuId} hidden={!open} className="border-t border-slate-200 bg-white lg:hidden">
        <ul className="space-y-1 px-4 py-3">
          {links.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                className={mobileLinkClass(item.href === path)}
                aria-current={item.href === path ? "page" : undefined}
                onClick={close}
              >
                {item.label}
              </a>
            </li>
          ))}
          <li className="pt-2">
            <a href="/book-consultation" className={`${buttonStyles.primary} w-full`} onClick={close}>
              Book Consultation
            </a>
          </li>
        </ul>
      </div>
    </header>
  );
}

export default island(Navbar);
