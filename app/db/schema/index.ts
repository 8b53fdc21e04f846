export * from "./catalogue";
export * from "./forms";
export * from "./mail";
export * from "./payments";
export * from "./booking";
export * from "./materials";
export * from "./auth";
export * from "./learning";
