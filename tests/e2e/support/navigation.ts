/** The navigation (docs/rules.md, "Site"): the header's items, in order, with the default profile's artist name. */
export const navigationLabels = ["Home", "Courses", "Maja Holm", "Shop", "Magazine", "Contact"];
