import sharp from 'sharp';
import type { adminAuditLog, kycSubmissions, reports } from '../db/schema/index.ts';
import type { FileStore } from '../modules/uploads/file-store.ts';
import type { MessageInsert } from './build-social.ts';
import { DEMO_ACCOUNT_SPECS, type Population, type Teacher } from './build-users.ts';
import { DAY_MS, HOUR_MS, type Rng } from './random.ts';

export type KycSubmissionInsert = typeof kycSubmissions.$inferInsert;
export type ReportInsert = typeof reports.$inferInsert;
export type AuditInsert = typeof adminAuditLog.$inferInsert;

const DOCUMENTS = {
  aadhaar: { title: 'AADHAAR (SAMPLE)', colour: '#fef3c7', accent: '#b45309' },
  pan: { title: 'PAN CARD (SAMPLE)', colour: '#dbeafe', accent: '#1d4ed8' },
  selfie: { title: 'SELFIE (SAMPLE)', colour: '#dcfce7', accent: '#15803d' },
} as const;

/** A clearly fake identity document: a coloured card with a title, so the review screen has something to show. */
async function sampleDocument({ title, colour, accent }: (typeof DOCUMENTS)[keyof typeof DOCUMENTS]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400">
    <rect width="640" height="400" rx="24" fill="${colour}"/>
    <rect x="32" y="32" width="576" height="64" rx="12" fill="${accent}"/>
    <text x="320" y="76" font-family="sans-serif" font-size="30" font-weight="bold" fill="#fff" text-anchor="middle">${title}</text>
    <circle cx="140" cy="250" r="80" fill="${accent}" opacity="0.25"/>
    <rect x="260" y="190" width="320" height="22" rx="8" fill="${accent}" opacity="0.35"/>
    <rect x="260" y="236" width="260" height="22" rx="8" fill="${accent}" opacity="0.35"/>
    <rect x="260" y="282" width="300" height="22" rx="8" fill="${accent}" opacity="0.35"/>
    <text x="320" y="370" font-family="sans-serif" font-size="18" fill="${accent}" text-anchor="middle">Demo data: not a real document</text>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 70 }).toBuffer();
}

/**
 * A KYC submission under review for every demo teacher whose profile says so, each with its own copy of the three
 * sample documents (a deletion removes a teacher's files, so no two submissions share one).
 */
export async function buildKycQueue(pop: Population, now: number, files?: FileStore): Promise<KycSubmissionInsert[]> {
  const pending = pop.teachers.filter((t) => pop.teacherRows.get(t.id)?.kycStatus === 'under_review');
  const images = files
    ? {
        aadhaar: await sampleDocument(DOCUMENTS.aadhaar),
        pan: await sampleDocument(DOCUMENTS.pan),
        selfie: await sampleDocument(DOCUMENTS.selfie),
      }
    : undefined;
  const save = async (bytes: Buffer | undefined, teacher: Teacher, kind: string) =>
    bytes && files ? (await files.saveKycDocument(bytes, 'webp')).name : `missing-${kind}-${teacher.id}`;
  const rows: KycSubmissionInsert[] = [];
  for (const [i, teacher] of pending.entries()) {
    rows.push({
      teacherId: teacher.id,
      aadhaarFile: await save(images?.aadhaar, teacher, 'aadhaar'),
      panFile: await save(images?.pan, teacher, 'pan'),
      selfieFile: await save(images?.selfie, teacher, 'selfie'),
      status: 'under_review',
      createdAt: new Date(Math.max(teacher.createdAt.getTime(), now - (i + 1) * 7 * HOUR_MS)),
    });
  }
  return rows;
}

const REPORT_REASONS = [
  'Asked for my phone number and home address in the first message',
  'Keeps sending messages after I said I am not interested',
  'Asked for the full fee in advance and then stopped replying',
  'Rude and used abusive language in the chat',
  'Profile photo and qualification look fake',
  'Shared a link to an unrelated paid course',
  'Sent messages late at night to my child',
];

/** Open reports about chat partners (a queue to work through) and two already dismissed, with their audit entries. */
export function buildReports(rng: Rng, pop: Population, messageRows: MessageInsert[], now: number) {
  const demoIds = new Set([pop.demoStudent.id, pop.demoTeacher.id]);
  const pairs = new Map<string, [string, string]>();
  for (const m of messageRows) {
    if (demoIds.has(m.fromUserId) || demoIds.has(m.toUserId)) continue;
    pairs.set([m.fromUserId, m.toUserId].sort().join('|'), [m.toUserId, m.fromUserId]);
  }
  const chosen = rng.sample([...pairs.values()], Math.min(REPORT_REASONS.length, pairs.size));
  const reportRows: ReportInsert[] = [];
  const auditRows: AuditInsert[] = [];
  const names = new Map([...pop.teachers, ...pop.students].map((p) => [p.id, p]));
  chosen.forEach(([reporterId, reportedUserId], i) => {
    const createdAt = new Date(now - rng.int(2, 96) * HOUR_MS);
    const id = rng.uuid();
    const dismissed = i >= REPORT_REASONS.length - 2;
    const resolvedAt = dismissed ? new Date(createdAt.getTime() + rng.int(1, 20) * HOUR_MS) : null;
    const note = dismissed ? 'Checked the conversation: nothing against the rules' : null;
    reportRows.push({
      id,
      reporterId,
      reportedUserId,
      reason: REPORT_REASONS[i]!,
      createdAt,
      resolvedAt,
      resolution: dismissed ? 'dismissed' : null,
      resolutionNote: note,
      resolvedBy: dismissed ? pop.adminId : null,
    });
    if (dismissed && resolvedAt) {
      const reported = names.get(reportedUserId)!;
      const type = pop.teachers.some((t) => t.id === reportedUserId) ? 'teacher' : 'student';
      auditRows.push({
        adminId: pop.adminId,
        adminName: DEMO_ACCOUNT_SPECS.admin.firstName,
        action: 'dismiss_report',
        targetUserId: reportedUserId,
        targetLabel: `${reported.firstName} ${reported.lastName} (${type})`,
        subjectId: id,
        reason: note,
        createdAt: new Date(Math.min(resolvedAt.getTime(), now - DAY_MS / 24)),
      });
    }
  });
  return { reportRows, auditRows };
}
