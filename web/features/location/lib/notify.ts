import { toast } from '../../../lib/toast.ts';
import { type LocationProblem, problemDescription } from './location-errors.ts';

/** Toast a location problem; `title` overrides the problem's own (e.g. 'Location Sharing Failed'). */
export function toastLocationProblem(problem: LocationProblem, title = problem.title): void {
  toast.error(title, problemDescription(problem));
}
