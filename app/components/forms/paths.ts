/** Where each form posts (kept apart from the forms so a dialog's trigger can name it without loading the form). */
export const CONTACT_ACTION = "/api/contact";
export const NEWSLETTER_ACTION = "/api/newsletter";
export const STORY_ACTION = "/magazine/share-your-story";
