/** हिन्दी: the HTTP layer's refusal codes (contract/refusals-http.ts), spread into hi.ts. */
import type { httpRefusalTemplates } from '@contract/refusals-http';

export const httpMessages: { readonly [K in keyof typeof httpRefusalTemplates]: string } = {
  'no-route': 'सर्वर पर {{method}} {{path}} नाम का कोई पता नहीं है।',
  'no-file': 'सर्वर पर {{path}} नाम की कोई फ़ाइल नहीं है।',
  'no-media': 'यह मीडिया फ़ाइल सर्वर पर नहीं है।',
  'upload-unfinished': 'यह अपलोड अभी पूरा नहीं हुआ है।',
  'request-too-large-unzipped': 'खोलने पर भेजा गया डेटा {{maxBytes}} बाइट से बड़ा है।',
  'encoding-unsupported': 'सर्वर सिर्फ़ gzip से दबाया गया डेटा लेता है।',
  'gzip-invalid': 'भेजा गया डेटा सही gzip नहीं है।',
  'internal-error': 'सर्वर पर कुछ गड़बड़ हो गई; अनुरोध की आईडी से लॉग में इसे ढूँढा जा सकता है।',
  'bad-request': 'सर्वर यह अनुरोध पढ़ नहीं सका।',
  unauthorized: 'यह करने के लिए फिर से साइन इन करें।',
  forbidden: 'आप यह नहीं कर सकते।',
  'not-found': 'यह सर्वर पर नहीं मिला।',
  'method-not-allowed': 'यह पता इस तरह का अनुरोध नहीं लेता।',
  conflict: 'यह सर्वर पर पहले से सहेजी गई किसी चीज़ से टकराता है।',
  'content-too-large': 'भेजा गया डेटा सर्वर के लिए बहुत बड़ा है।',
  'media-type-unsupported': 'सर्वर इस तरह का डेटा नहीं लेता।',
  'range-unsatisfiable': 'फ़ाइल का माँगा गया हिस्सा फ़ाइल से बाहर है।',
  'rate-limited': 'बहुत ज़्यादा अनुरोध; थोड़ा रुककर फिर कोशिश करें।',
  'server-unavailable': 'सर्वर अभी जवाब नहीं दे सकता; थोड़ी देर बाद फिर कोशिश करें।',
};
