/** हिन्दी: the texts of server-made notifications in Hindi, key for key with en.ts. */
import type { NotificationTexts } from './en';

export const notificationTextsHi: NotificationTexts = {
  someone: 'एक व्यक्ति',
  quizGraded: { title: 'क्विज़ जाँची गई: {{title}}', body: 'आपके {{percent}}% अंक आए।' },
  quizPassed: { title: 'क्विज़ जाँची गई: {{title}}', body: 'आपके {{percent}}% अंक आए और आप पास हो गए।' },
  exerciseChecked: { title: 'अभ्यास जाँचा गया: {{title}}', body: '{{total}} में से {{correct}} सही।' },
  feedback: { title: '{{title}} पर टिप्पणी' },
  message: { title: '{{from}} का नया संदेश' },
  mention: { title: '{{from}} ने {{room}} में आपका ज़िक्र किया' },
  enrolmentApproved: { title: 'आपका {{title}} में नामांकन हो गया', body: 'कोर्स शुरू करने के लिए तैयार है।' },
  enrolmentApprovedNote: { title: 'आपका {{title}} में नामांकन हो गया' },
  enrolmentDeclined: { title: '{{title}} के लिए आपका अनुरोध अस्वीकार हुआ', body: 'कोई सवाल हो तो अपने एडमिन से पूछें।' },
  enrolmentDeclinedNote: { title: '{{title}} के लिए आपका अनुरोध अस्वीकार हुआ' },
  learnerRequest: { title: '{{from}} ने {{title}} में शामिल होने का अनुरोध किया', body: 'अनुरोध स्वीकार या अस्वीकार करें।' },
  deadlineDay: { title: '{{title}} 24 घंटे में जमा करनी है', body: 'आपने इसे अभी तक जमा नहीं किया है।' },
  deadlineHour: { title: '{{title}} एक घंटे में जमा करनी है', body: 'आपने इसे अभी तक जमा नहीं किया है।' },
  flashcards: {
    title_one: 'दोहराने के लिए {{count}} फ़्लैशकार्ड',
    title_other: 'दोहराने के लिए {{count}} फ़्लैशकार्ड',
    body: 'आज कुछ मिनट दें, ताकि ये याद रहें।',
  },
  batchDigest: {
    title_one: '{{count}} बैच पीछे चल रहा है',
    title_other: '{{count}} बैच पीछे चल रहे हैं',
    line: '{{batch}}: {{inactive}} शिक्षार्थी {{days}} दिन से निष्क्रिय',
  },
};
