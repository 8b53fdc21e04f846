export * from "./catalogue";
export * from "./forms";
export * from "./mail";
