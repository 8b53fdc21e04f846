import { href } from "react-router";
/** Where each form posts (kept apart from the forms so a dialog's trigger can name it without loading the form). */
export const CONTACT_ACTION = href("/api/contact");
export const NEWSLETTER_ACTION = href("/api/newsletter");
export const STORY_ACTION = href("/magazine/share-your-story");
