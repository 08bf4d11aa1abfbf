// frappe-gantt ships no types: the part the console uses.
declare module "frappe-gantt" {
  export interface GanttTask {
    id: string;
    name: string;
    start: string;
    end: string;
    progress?: number;
    dependencies?: string;
    custom_class?: string;
  }
  export default class Gantt {
    constructor(wrapper: HTMLElement | string, tasks: GanttTask[], options?: Record<string, unknown>);
    change_view_mode(mode: string): void;
  }
}
