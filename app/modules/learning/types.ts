/** What the dashboard receives from the learning space (plain data, shared by server and browser). */

export interface DashboardModule {
  id: string;
  title: string;
  preview: string;
  completed: boolean;
}

export interface DashboardCourse {
  id: string;
  title: string;
  completed: number;
  total: number;
  percent: number | null;
  modules: DashboardModule[];
}

export interface DashboardMaterial {
  id: string;
  name: string;
  kind: "pdf" | "audio" | "video";
  contentType: string;
  url: string;
}

export interface SelectedModule {
  id: string;
  courseId: string;
  title: string;
  description: string;
  completed: boolean;
  lesson: DashboardMaterial | null;
  resources: DashboardMaterial[];
  journal: { body: string; savedAt: string | null };
}

export interface LearningSpace {
  courses: DashboardCourse[];
  /** The next unfinished module, for 'Continue: …'; null when everything is finished. */
  continueWith: { id: string; title: string } | null;
  selected: SelectedModule | null;
}
