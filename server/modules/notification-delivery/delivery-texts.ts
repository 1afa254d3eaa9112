import type { Language } from '../../../contract/users.ts';

/**
 * What an email or a push says, per event, in English and Hindi. Variable parts (names, a reason, message text) are
 * inserted as the user typed them, never translated. Titles are short enough for a phone's notification shade.
 */
export interface DeliveryTexts {
  messageTitle(name: string, count: number): string;
  /** A child's conversation on a possibly shared device: no name, no text. */
  messageTitlePrivate: string;
  messageBodyPrivate: string;
  openMessages: string;
  /** To a guardian: a tutor wrote to their child (the child's first name only; the guardian reads it in the app). */
  childMessageTitle(child: string): string;
  childMessageBody(child: string): string;
  openChildConversation: string;
  requestReceivedTitle(name: string): string;
  requestReceivedBody: string;
  openRequests: string;
  requestAcceptedTitle(name: string): string;
  requestAcceptedBody: string;
  requestDeclinedTitle(name: string): string;
  requestDeclinedBody: string;
  kycApprovedTitle: string;
  kycApprovedBody: string;
  kycRejectedTitle: string;
  kycRejectedBody(reason: string): string;
  openDashboard: string;
  supportReplyTitle: string;
  openTutorhood: string;
  reviewReceivedTitle(rating: string): string;
  reviewReceivedBody(role: 'student' | 'parent'): string;
  guardianConsentTitle: string;
  guardianConsentBody: string;
  /** A lesson's booking, answer or change, told to the other side; `when` is already worded in IST. */
  lessonTitle(change: LessonChange, name: string, when: string): string;
  lessonBody(reason: string): string;
  lessonReminderTitle(name: string, when: string): string;
  lessonReminderBody: string;
  openLessons: string;
}

/** What happened to a lesson, as the other side hears it. */
export type LessonChange = 'requested' | 'accepted' | 'declined' | 'proposed' | 'cancelled';

const english: DeliveryTexts = {
  messageTitle: (name, count) => (count === 1 ? `${name} sent you a message` : `${name} sent you ${count} messages`),
  messageTitlePrivate: 'New message',
  messageBodyPrivate: 'Open Tutorhood to read it.',
  openMessages: 'Open the conversation',
  childMessageTitle: (child) => `New message for ${child}`,
  childMessageBody: (child) => `A tutor wrote to ${child}. You can read the conversation in Tutorhood.`,
  openChildConversation: 'Read the conversation',
  requestReceivedTitle: (name) => `New connection request from ${name}`,
  requestReceivedBody: 'Open Requests to accept or decline it.',
  openRequests: 'Open Requests',
  requestAcceptedTitle: (name) => `${name} accepted your request`,
  requestAcceptedBody: 'You can now message each other.',
  requestDeclinedTitle: (name) => `${name} declined your request`,
  requestDeclinedBody: 'You can find other tutors near you on Tutorhood.',
  kycApprovedTitle: 'Your identity is verified',
  kycApprovedBody: 'Students and parents can now find you nearby and in search.',
  kycRejectedTitle: 'Your KYC documents were not accepted',
  kycRejectedBody: (reason) => `Reason: ${reason}. You can submit your documents again from your dashboard.`,
  openDashboard: 'Open your dashboard',
  supportReplyTitle: 'Reply from Tutorhood support',
  openTutorhood: 'Open Tutorhood',
  reviewReceivedTitle: (rating) => `You received a new ${rating}-star review`,
  reviewReceivedBody: (role) => `A ${role} wrote a review of your teaching. It is on your public profile.`,
  guardianConsentTitle: 'Your parent or guardian confirmed your account',
  guardianConsentBody: 'You can now contact tutors, send requests and set your location.',
  lessonTitle: (change, name, when) =>
    ({
      requested: `${name} asked for a lesson on ${when}`,
      accepted: `${name} accepted the lesson on ${when}`,
      declined: `${name} declined the lesson on ${when}`,
      proposed: `${name} proposed a new time: ${when}`,
      cancelled: `${name} cancelled the lesson on ${when}`,
    })[change],
  lessonBody: (reason) => (reason ? `Reason: ${reason}` : 'Open Lessons to see the details.'),
  lessonReminderTitle: (name, when) => `Lesson with ${name} at ${when}`,
  lessonReminderBody: 'It starts in 1 hour.',
  openLessons: 'Open Lessons',
};

const hindi: DeliveryTexts = {
  messageTitle: (name, count) => (count === 1 ? `${name} ने आपको एक संदेश भेजा` : `${name} ने आपको ${count} संदेश भेजे`),
  messageTitlePrivate: 'नया संदेश',
  messageBodyPrivate: 'पढ़ने के लिए Tutorhood खोलें।',
  openMessages: 'बातचीत खोलें',
  childMessageTitle: (child) => `${child} के लिए नया संदेश`,
  childMessageBody: (child) => `एक ट्यूटर ने ${child} को संदेश भेजा है। आप Tutorhood में बातचीत पढ़ सकते हैं।`,
  openChildConversation: 'बातचीत पढ़ें',
  requestReceivedTitle: (name) => `${name} से नया कनेक्शन अनुरोध`,
  requestReceivedBody: 'स्वीकार या अस्वीकार करने के लिए अनुरोध खोलें।',
  openRequests: 'अनुरोध खोलें',
  requestAcceptedTitle: (name) => `${name} ने आपका अनुरोध स्वीकार किया`,
  requestAcceptedBody: 'अब आप एक-दूसरे को संदेश भेज सकते हैं।',
  requestDeclinedTitle: (name) => `${name} ने आपका अनुरोध अस्वीकार किया`,
  requestDeclinedBody: 'Tutorhood पर आप अपने पास के दूसरे ट्यूटर ढूँढ सकते हैं।',
  kycApprovedTitle: 'आपकी पहचान सत्यापित हो गई है',
  kycApprovedBody: 'अब छात्र और अभिभावक आपको आस-पास और खोज में ढूँढ सकते हैं।',
  kycRejectedTitle: 'आपके KYC दस्तावेज़ स्वीकार नहीं हुए',
  kycRejectedBody: (reason) => `कारण: ${reason}। आप अपने डैशबोर्ड से दस्तावेज़ फिर से जमा कर सकते हैं।`,
  openDashboard: 'अपना डैशबोर्ड खोलें',
  supportReplyTitle: 'Tutorhood सहायता का जवाब',
  openTutorhood: 'Tutorhood खोलें',
  reviewReceivedTitle: (rating) => `आपको ${rating} स्टार की नई समीक्षा मिली`,
  reviewReceivedBody: (role) => `${role === 'parent' ? 'एक अभिभावक' : 'एक छात्र'} ने आपके पढ़ाने की समीक्षा लिखी। यह आपकी सार्वजनिक प्रोफ़ाइल पर है।`,
  guardianConsentTitle: 'आपके माता-पिता या अभिभावक ने आपके खाते की पुष्टि की',
  guardianConsentBody: 'अब आप ट्यूटर से संपर्क कर सकते हैं, अनुरोध भेज सकते हैं और अपना स्थान सेट कर सकते हैं।',
  lessonTitle: (change, name, when) =>
    ({
      requested: `${name} ने ${when} की क्लास का अनुरोध किया`,
      accepted: `${name} ने ${when} की क्लास स्वीकार की`,
      declined: `${name} ने ${when} की क्लास अस्वीकार की`,
      proposed: `${name} ने नया समय सुझाया: ${when}`,
      cancelled: `${name} ने ${when} की क्लास रद्द की`,
    })[change],
  lessonBody: (reason) => (reason ? `कारण: ${reason}` : 'विवरण देखने के लिए क्लासें खोलें।'),
  lessonReminderTitle: (name, when) => `${name} के साथ ${when} पर क्लास`,
  lessonReminderBody: 'यह 1 घंटे में शुरू होगी।',
  openLessons: 'क्लासें खोलें',
};

export const deliveryTexts = (language: Language): DeliveryTexts => (language === 'hi' ? hindi : english);
