export * from "./fields";
export * from "./contact";
export * from "./subscribe";
export * from "./service-request";
export * from "./assessment";
