/** The resumable upload endpoint (tus), in front of React Router; the admin check guards every request to it. */
export const ADMIN_UPLOAD_PATH = "/admin/uploads";
