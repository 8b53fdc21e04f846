/** The studio's time zone: slots are made and shown in it (PRODUCT.md decision 3). */
export const BUSINESS_TIME_ZONE = "Europe/Copenhagen";
