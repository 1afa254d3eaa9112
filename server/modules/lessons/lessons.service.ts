import { z } from 'zod';
import type { Lesson, LessonListQuery } from '../../../contract/lessons.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor } from '../../lib/pagination.ts';
import type { Realtime } from '../../lib/realtime.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createAvailabilityService } from './availability.service.ts';
import { createBookingService } from './booking.service.ts';
import type { LessonsContext } from './lesson-context.ts';
import { createLessonChangesService } from './lesson-changes.service.ts';
import { createLessonNotices } from './lesson-notices.ts';
import { createLessonOutcomeService } from './lesson-outcome.service.ts';
import { createLessonsRepository, type LessonRecord } from './lessons.repository.ts';
import { presentLesson } from './lessons.presenter.ts';
import { createSlotsService } from './slots.service.ts';

const CursorSchema = z.object({ t: z.iso.datetime(), id: z.uuid() });

/**
 * The lessons domain, one use case per file: availability, slots, booking, changes, outcome; reading here.
 * `findVisible` is the one way other modules (calendar, admin) load a lesson a user may see.
 */
export function createLessonsService({
  db,
  realtime,
  notifications,
  changeCutoffMinutes,
}: {
  db: Database;
  realtime: Realtime;
  notifications: NotificationsService;
  changeCutoffMinutes: number;
}) {
  const context: LessonsContext = {
    db,
    notices: createLessonNotices({ notifications, realtime }),
    changeCutoffMinutes,
    rules: () => ({ now: new Date(), changeCutoffMinutes }),
  };
  const repository = createLessonsRepository(db);
  const changes = createLessonChangesService(context);

  return {
    availability: createAvailabilityService(context),
    slots: createSlotsService(context),
    book: createBookingService(context).book,
    accept: changes.accept,
    decline: changes.decline,
    reschedule: changes.reschedule,
    cancel: changes.cancel,
    recordOutcome: createLessonOutcomeService(context).record,

    /** The lesson if `viewer` may see it (lessonVisibleTo), else undefined: present it with `presentLesson`. */
    findVisible: (viewer: { id: string }, id: string): Promise<LessonRecord | undefined> => repository.findVisible(viewer.id, id),

    async get(viewer: SessionUser, id: string): Promise<Lesson> {
      const row = await repository.findVisible(viewer.id, id);
      if (!row) throw notFound('Lesson');
      return presentLesson(row, viewer, context.rules());
    },

    /** GET /api/lessons: upcoming soonest first or past newest first, a page at a time (the cursor is the last row's). */
    async list(viewer: SessionUser, query: LessonListQuery): Promise<{ lessons: Lesson[]; nextCursor?: string }> {
      const after = decodeCursor(query.cursor, CursorSchema);
      const rules = context.rules();
      const rows = await repository.list(viewer.id, {
        scope: query.scope,
        now: rules.now,
        limit: query.limit + 1,
        after: after && { startsAt: new Date(after.t), id: after.id },
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const nextCursor = rows.length > query.limit && last ? encodeCursor({ t: last.startsAt.toISOString(), id: last.id }) : undefined;
      return { lessons: page.map((row) => presentLesson(row, viewer, rules)), nextCursor };
    },
  };
}
export type LessonsService = ReturnType<typeof createLessonsService>;
