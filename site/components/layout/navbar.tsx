import { Menu, X } from "lucide-react";
import type { Link } from "../../loaders/types";
import { buttonStyles } from "../ui/button-styles";
import { ExternalLink } from "../ui/external-link";
import { MENU } from "./navbar-menu";

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

/**
 * One of the navigation's links, marked as the current page when it is, or as the current one of
 * the list when the page belongs under it (a service page under Services).
 */
function NavLink({
  link,
  path,
  section,
  classOf,
}: {
  link: Link;
  path: string;
  section?: string;
  classOf: (isActive: boolean) => string;
}) {
  const current = link.href === path ? "page" : link.href === section ? "true" : undefined;
  return (
    <a href={link.href} className={classOf(current !== undefined)} aria-current={current}>
      {link.label}
    </a>
  );
}

interface NavbarProps {
  /** The page's own path, marked as the current one. */
  path: string;
  /** The link of the part of the site the page belongs to, when it is not itself a link (a service page: /services). */
  section?: string;
  /** The firm's name and scheduling page (content/settings.yaml). */
  siteName: string;
  schedulingUrl: string;
  /** The links, in order (content/pages/navigation.yaml). */
  links: readonly Link[];
}

/**
 * The site's navigation: plain HTML, no island. Its menu on small screens (one per page, the same
 * id on every page) opens and closes by the inline script of ./navbar-menu.ts, which sets the
 * toggle's `aria-expanded` and words and the menu's `hidden`; the toggle's icon follows
 * `aria-expanded` (CSS). The brand and the menu's links close the menu (`data-menu-close`, or in it).
 */
export function Navbar({ path, section, siteName, schedulingUrl, links }: NavbarProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <a href="/" className="text-lg font-bold tracking-tight whitespace-nowrap text-brand-900" data-menu-close="">
          {siteName}
        </a>

        <ul className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <li key={link.href}>
              <NavLink link={link} path={path} section={section} classOf={desktopLinkClass} />
            </li>
          ))}
        </ul>
        <div className="hidden lg:block">
          <ExternalLink href={schedulingUrl} className={buttonStyles.primary}>
            Book Consultation
          </ExternalLink>
        </div>

        <button
          type="button"
          className="group inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
          aria-expanded="false"
          aria-controls={MENU.id}
        >
          <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
          <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
          <span className="sr-only" data-menu-label="">
            {MENU.openLabel}
          </span>
        </button>
      </nav>

      <div id={MENU.id} hidden className="border-t border-slate-200 bg-white lg:hidden">
        <ul className="space-y-1 px-4 py-3">
          {links.map((link) => (
            <li key={link.href}>
              <NavLink link={link} path={path} section={section} classOf={mobileLinkClass} />
            </li>
          ))}
          <li className="pt-2">
            <a href="/book-consultation" className={`${buttonStyles.primary} w-full`}>
              Book Consultation
            </a>
          </li>
        </ul>
      </div>
    </header>
  );
}
