import type { LocalizedText } from './catalogue';

/** Error codes of the public API (/api/v1, issue 17); spread into the catalogue. */
export const PUBLIC_API_ERRORS = {
  api_key_invalid: {
    en: 'The API key is missing, wrong or has been replaced by a new one',
    ar: 'مفتاح API مفقود أو غير صحيح أو تم استبداله بمفتاح جديد',
    es: 'La clave de API falta, es incorrecta o se ha sustituido por una nueva',
    ko: 'API 키가 없거나 잘못되었거나 새 키로 교체되었습니다',
  },
  origin_not_allowed: {
    en: 'This website is not in the list of domains allowed to use the API key',
    ar: 'هذا الموقع غير موجود في قائمة النطاقات المسموح لها باستخدام مفتاح API',
    es: 'Este sitio web no está en la lista de dominios autorizados a usar la clave de API',
    ko: '이 웹사이트는 API 키를 사용할 수 있는 도메인 목록에 없습니다',
  },
  idempotency_key_reused: {
    en: 'This Idempotency-Key was already used with a different request',
    ar: 'تم استخدام مفتاح Idempotency-Key هذا بالفعل مع طلب مختلف',
    es: 'Esta Idempotency-Key ya se usó con otra solicitud',
    ko: '이 Idempotency-Key는 이미 다른 요청에 사용되었습니다',
  },
  idempotency_in_progress: {
    en: 'A request with this Idempotency-Key is still being processed; retry shortly',
    ar: 'لا يزال طلب بمفتاح Idempotency-Key هذا قيد المعالجة؛ أعد المحاولة بعد قليل',
    es: 'Una solicitud con esta Idempotency-Key aún se está procesando; reinténtalo en breve',
    ko: '이 Idempotency-Key의 요청이 아직 처리 중입니다. 잠시 후 다시 시도하세요',
  },
  image_file_required: {
    en: 'Send the image in the multipart field image_file',
    ar: 'أرسل الصورة في حقل multipart المسمى image_file',
    es: 'Envía la imagen en el campo multipart image_file',
    ko: '이미지를 multipart 필드 image_file로 보내세요',
  },
  image_file_not_accepted: {
    en: 'This tool makes images from its parameters alone: send no image_file',
    ar: 'تنشئ هذه الأداة الصور من معاملاتها فقط: لا ترسل image_file',
    es: 'Esta herramienta crea imágenes solo a partir de sus parámetros: no envíes image_file',
    ko: '이 도구는 매개변수만으로 이미지를 만듭니다. image_file을 보내지 마세요',
  },
  webhook_url_invalid: {
    en: 'webhook_url must be an http or https address',
    ar: 'يجب أن يكون webhook_url عنوان http أو https',
    es: 'webhook_url debe ser una dirección http o https',
    ko: 'webhook_url은 http 또는 https 주소여야 합니다',
  },
  job_not_finished: {
    en: 'The job has not finished yet',
    ar: 'لم تنته المهمة بعد',
    es: 'La tarea aún no ha terminado',
    ko: '작업이 아직 끝나지 않았습니다',
  },
} as const satisfies Record<string, LocalizedText>;
