import { BadgeCheck, CircleAlert, Clock, GraduationCap, LoaderCircle, MapPin, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminUser } from '../../../../contract/admin-users.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRecentTeachers } from '../api/get-recent-teachers.ts';

function teacherName(teacher: AdminUser): string {
  return [teacher.firstName, teacher.lastName].filter(Boolean).join(' ');
}

function TeacherRow({ teacher }: { teacher: AdminUser }) {
  return (
    <li className="flex min-w-0 items-start gap-3 py-3 first:pt-0 last:pb-0">
      <Avatar firstName={teacher.firstName} lastName={teacher.lastName} src={teacher.profileImage} className="size-10" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={`/admin/user/${teacher.id}`}
            className="rounded font-semibold break-words text-slate-900 hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {teacherName(teacher)}
          </Link>
          {teacher.isVerified ? (
            <Badge variant="success">
              <BadgeCheck aria-hidden="true" className="size-3" />
              Verified
            </Badge>
          ) : (
            <Badge variant="warning">
              <Clock aria-hidden="true" className="size-3" />
              Pending
            </Badge>
          )}
        </div>
        <p className="text-sm break-all text-slate-600">{teacher.email}</p>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />
          {teacher.city?.trim() || 'No Location'}
        </p>
      </div>
    </li>
  );
}

/** 'Recent Teacher Registrations' (spec §2): the newest 5 teachers with Verified or Pending and a city. */
export function RecentTeachers() {
  const teachers = useRecentTeachers();
  return (
    <section aria-labelledby="recent-teachers-title">
      <Card className="p-4 sm:p-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <h2 id="recent-teachers-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <GraduationCap aria-hidden="true" className="size-5 text-indigo-600" />
            Recent Teacher Registrations
          </h2>
          <Button asChild variant="link" size="sm" className="px-0">
            <Link to="/admin/teachers">View all teachers</Link>
          </Button>
        </div>
        {teachers.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-indigo-600" />
            Loading teachers...
          </p>
        ) : teachers.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-red-600" />
            <span className="min-w-0 flex-1">Could not load teachers. {errorMessage(teachers.error, 'Please try again.')}</span>
            <Button variant="outline" size="sm" onClick={() => void teachers.refetch()} disabled={teachers.isFetching}>
              <RotateCw aria-hidden="true" className={teachers.isFetching ? 'animate-spin' : undefined} />
              Try Again
            </Button>
          </div>
        ) : teachers.data.length === 0 ? (
          <p className="text-sm text-slate-600">No teachers have registered yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {teachers.data.map((teacher) => (
              <TeacherRow key={teacher.id} teacher={teacher} />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
