import type { RouteObject } from "react-router";
import { AccountPage, accountAction, accountLoader } from "./account-page";
import { AccountsPage, accountsAction, accountsLoader } from "./accounts-page";
import { AuditPage, auditLoader } from "./audit-page";
import { ErasePage, eraseAction } from "./erase-page";
import { InboxPage, leadsLoader } from "./inbox-page";
import {
  InboxError,
  InboxLayout,
  Loading,
  NoSuchScreen,
  refreshWithEveryScreen,
  ScreenError,
  sessionLoader,
} from "./layout";
import { LeadPage, leadAction, leadLoader } from "./lead-page";
import { OverviewPage, overviewLoader } from "./overview/overview-page";
import { SettingsPage, settingsAction, settingsLoader } from "./settings-page";
import { SetPasswordPage } from "./set-password-page";
import { SignIn, signInAction, signOutAction } from "./sign-in";
import { TemplatesPage, templatesAction, templatesLoader } from "./templates-page";
import { SubscribersPage, subscribersLoader } from "./subscribers-page";
import { SystemPage, systemLoader } from "./system-page";
import { WebsitePage, websiteAction, websiteLoader } from "./website-page";

// The inbox's screens under /admin. The frame's loader asks for the session; every loader and
// action that meets a 401 goes to the sign-in screen (api.ts, signedIn), which comes back after.
export const routes: RouteObject[] = [
  { path: "/admin/sign-in", action: signInAction, Component: SignIn },
  { path: "/admin/sign-out", action: signOutAction },
  { path: "/admin/set-password", Component: SetPasswordPage },
  {
    path: "/admin",
    id: "inbox",
    loader: sessionLoader,
    shouldRevalidate: refreshWithEveryScreen,
    Component: InboxLayout,
    ErrorBoundary: InboxError,
    HydrateFallback: Loading,
    children: [
      {
        ErrorBoundary: ScreenError,
        children: [
          { index: true, loader: overviewLoader, Component: OverviewPage },
          { path: "leads", loader: leadsLoader, Component: InboxPage },
          { path: "leads/:form/:id", loader: leadLoader, action: leadAction, Component: LeadPage },
          { path: "templates", loader: templatesLoader, action: templatesAction, Component: TemplatesPage },
          { path: "settings", loader: settingsLoader, action: settingsAction, Component: SettingsPage },
          { path: "subscribers", loader: subscribersLoader, Component: SubscribersPage },
          { path: "erase", action: eraseAction, Component: ErasePage },
          { path: "audit", loader: auditLoader, Component: AuditPage },
          { path: "website", loader: websiteLoader, action: websiteAction, Component: WebsitePage },
          { path: "system", loader: systemLoader, Component: SystemPage },
          { path: "accounts", loader: accountsLoader, action: accountsAction, Component: AccountsPage },
          { path: "account", loader: accountLoader, action: accountAction, Component: AccountPage },
          { path: "*", Component: NoSuchScreen },
        ],
      },
    ],
  },
  { path: "*", Component: NoSuchScreen },
];
