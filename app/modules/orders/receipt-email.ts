/** The test checkout's receipt e-mail field: its name and message, without zod (the page imports these). */
export const RECEIPT_EMAIL_FIELD = "receiptEmail";
export const receiptEmailMessage = "Enter the e-mail address your receipt should go to, such as name@example.com.";
