// Staff roles and what each may do, written once: the server checks a route's permission
// (server/accounts/auth.ts, a route's `config.permission`), the inbox hides what a role cannot do.

export const ROLES = ["owner", "editor", "consultant"] as const;
export type Role = (typeof ROLES)[number];

/**
 * - leads: the leads, their replies and notes, subscribers, the overview, the system screen, one's own account
 * - words: the editor (/keystatic and its API) and the inbox's Website screen
 * - publish: publishing and rolling back the site
 * - export, erase: exporting leads and subscribers, erasing an address
 * - accounts: inviting, removing and resetting staff accounts
 * - audit: reading the audit log
 */
export const PERMISSIONS = ["leads", "words", "publish", "export", "erase", "accounts", "audit"] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  editor: ["leads", "words", "publish"],
  consultant: ["leads"],
};

export const can = (role: Role, permission: Permission) => ROLE_PERMISSIONS[role].includes(permission);

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** What the inbox says of each role. */
export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner: everything, accounts included",
  editor: "Editor: leads, replies, the words and publishing",
  consultant: "Consultant: leads and replies only",
};

/** How the inbox names a staff member: their display name, or their address when they have none. */
export const staffName = (account: { email: string; displayName?: string | null }) =>
  account.displayName?.trim() || account.email;
