/** हिन्दी: the AI tutor chat's texts in Hindi, key for key with en.ts. */
import type { Messages } from './en';

export const messages: Messages = {
  title: 'AI ट्यूटर',
  intro: 'ट्यूटर आपके अपने कोर्स की सामग्री से जवाब देता है और बताता है कि किस पाठ से लिया है।',
  offlineTitle: 'आप ऑफ़लाइन हैं',
  offlineBody: 'ऑनलाइन होते ही सवाल भेज दिए जाएँगे।',
  loadFailed: 'पिछले संदेश लोड नहीं हो सके',
  tryAgain: 'फिर से कोशिश करें',
  loadingEarlier: 'पिछले संदेश लोड हो रहे हैं',
  loading: 'संदेश लोड हो रहे हैं',
  notSavedTitle: 'आपका सवाल सेव नहीं हुआ',
  notSavedBody: 'इसे इस डिवाइस पर रखा नहीं जा सका। फिर से कोशिश करें।',
  credit: {
    exact: 'आज के सवाल: {{total}} में से {{left}} बाकी',
    checking: 'आज के सवाल: जाँच हो रही है…',
    atMost: 'आज के सवाल: {{total}} में से ज़्यादा से ज़्यादा {{left}} बाकी (ऑनलाइन होने पर जाँचा जाएगा)',
  },
  list: {
    empty: 'अभी कोई संदेश नहीं। ट्यूटर से किसी पाठ के बारे में पूछें, जैसे “absolute reference क्या है?”।',
    earlier: 'पिछले संदेश',
    today: 'आज',
    todays: 'आज के संदेश',
  },
  message: {
    you: 'आप',
    tutor: 'ट्यूटर',
    notSent: 'नहीं भेजा गया',
    retry: 'फिर से भेजें',
    sending: 'भेजा जा रहा है…',
    willSend: 'ऑनलाइन होते ही भेजा जाएगा',
  },
  ask: {
    form: 'ट्यूटर से पूछें',
    spent: 'आपने आज के {{credit}} सवाल पूछ लिए हैं। आप कल फिर पूछ सकते हैं।',
    label: 'आपका सवाल',
    noneLeft: 'आज कोई सवाल बाकी नहीं',
    placeholder: 'अपने कोर्स के बारे में पूछें',
    send: 'भेजें',
  },
};
