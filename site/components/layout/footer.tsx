import { Mail, MapPin, Phone } from "lucide-react";

import type { loadLayout } from "../../loaders/pages";
import { buttonStyles } from "../ui/button-styles";
import { ExternalLink } from "../ui/external-link";

const linkClass = "text-slate-300 underline-offset-4 hover:text-white hover:underline";

interface Link {
  label: string;
  href: string;
}

/** One titled column of links. */
function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly Link[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-4 space-y-1 text-sm">
        {links.map((item) => (
          <li key={item.href}>
            <a href={item.href} className={`${linkClass} inline-block py-1`}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer: the firm (content/settings.yaml) and its links (content/pages/navigation.yaml). */
export default function Footer({ settings: site, navigation }: Awaited<ReturnType<typeof loadLayout>>) {
  const social = site.social.filter((link) => link.url !== "");
  return (
    <footer className="bg-brand-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <h2 className="text-lg font-bold text-white">
            <a href="/" className="hover:underline">
              {site.name}
            </a>
          </h2>
          <p className="mt-3 text-sm leading-relaxed">{site.tagline}</p>
          <a href="/book-consultation" className={`${buttonStyles.onDark} mt-5`}>
            Book Consultation
          </a>
        </div>

        <FooterLinks id="footer-services" title="Services" links={navigation.footer.services} />
        <FooterLinks
          id="footer-company"
          title="Company"
          links={[
            ...navigation.footer.company,
            { label: "Privacy Policy", href: "/privacy-policy" },
            { label: "Terms of Service", href: "/terms" },
          ]}
        />

        <div>
          <h2 className="font-semibold text-white">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <a href={site.mailtoHref} className={linkClass}>
                {site.email}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              <a href={site.telHref} className={linkClass}>
                {site.phoneDisplay}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              Remote
            </li>
          </ul>
          {social.length > 0 ? (
            <ul aria-label="Social media" className="mt-5 flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {social.map((link) => (
                <li key={link.label}>
                  <ExternalLink href={link.url} className={`${linkClass} inline-block py-1`}>
                    {link.label}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
