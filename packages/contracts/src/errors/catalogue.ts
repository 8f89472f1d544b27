import type { Language } from '../languages';
import { PUBLIC_API_ERRORS } from './public-api';

/**
 * The error catalogue. English texts are the spec's (§5, §8) word for word; the other languages
 * are translations. Codes are stable API identifiers; messages are for people.
 */
export type LocalizedText = Record<Language, string>;

export const ERROR_CATALOGUE = {
  // Spec §8
  authorization_error: {
    en: 'An error occurred during authorization',
    ar: 'حدث خطأ أثناء تسجيل الدخول',
    es: 'Se produjo un error durante la autorización',
    ko: '인증 중 오류가 발생했습니다',
  },
  registration_error: {
    en: 'An error occurred during registration',
    ar: 'حدث خطأ أثناء التسجيل',
    es: 'Se produjo un error durante el registro',
    ko: '가입 중 오류가 발생했습니다',
  },
  code_mismatch: {
    en: "Code doesn't match",
    ar: 'الرمز غير مطابق',
    es: 'El código no coincide',
    ko: '코드가 일치하지 않습니다',
  },
  archive_error: {
    en: 'Error adding file to archive',
    ar: 'حدث خطأ أثناء إضافة الملف إلى الأرشيف',
    es: 'Error al añadir el archivo al archivo comprimido',
    ko: '압축 파일에 파일을 추가하는 중 오류가 발생했습니다',
  },
  download_error: {
    en: 'Download error',
    ar: 'خطأ في التنزيل',
    es: 'Error de descarga',
    ko: '다운로드 오류',
  },
  generation_error: {
    en: 'Generation error',
    ar: 'خطأ في الإنشاء',
    es: 'Error de generación',
    ko: '생성 오류',
  },
  operation_in_progress: {
    en: 'Please wait, the operation is not finished yet',
    ar: 'يرجى الانتظار، العملية لم تنته بعد',
    es: 'Espera, la operación aún no ha terminado',
    ko: '잠시 기다려 주세요. 작업이 아직 끝나지 않았습니다',
  },
  plan_expired: {
    en: 'You cannot perform this action because your subscription has expired',
    ar: 'لا يمكنك تنفيذ هذا الإجراء لأن اشتراكك قد انتهى',
    es: 'No puedes realizar esta acción porque tu suscripción ha caducado',
    ko: '구독이 만료되어 이 작업을 수행할 수 없습니다',
  },
  something_went_wrong: {
    en: 'Something went wrong',
    ar: 'حدث خطأ ما',
    es: 'Algo salió mal',
    ko: '문제가 발생했습니다',
  },
  feature_unavailable: {
    en: 'Feature unavailable in current plan',
    ar: 'الميزة غير متاحة في خطتك الحالية',
    es: 'Función no disponible en el plan actual',
    ko: '현재 요금제에서는 사용할 수 없는 기능입니다',
  },
  transfer_failed: {
    en: 'Something went wrong during transferring your account. Please contact support.',
    ar: 'حدث خطأ أثناء نقل حسابك. يرجى التواصل مع الدعم.',
    es: 'Algo salió mal al transferir tu cuenta. Ponte en contacto con el soporte.',
    ko: '계정을 이전하는 중 문제가 발생했습니다. 고객 지원에 문의해 주세요.',
  },
  // Spec §5: form and upload validation
  email_required: {
    en: '"Email" is not filled in',
    ar: 'لم يتم ملء حقل "البريد الإلكتروني"',
    es: 'El campo "Correo electrónico" no está rellenado',
    ko: '"이메일"이 입력되지 않았습니다',
  },
  email_invalid: {
    en: '"Email" is filled in incorrectly',
    ar: 'تم ملء حقل "البريد الإلكتروني" بشكل غير صحيح',
    es: 'El campo "Correo electrónico" no es correcto',
    ko: '"이메일"이 올바르게 입력되지 않았습니다',
  },
  phone_required: {
    en: '"Phone number" is not filled in',
    ar: 'لم يتم ملء حقل "رقم الهاتف"',
    es: 'El campo "Número de teléfono" no está rellenado',
    ko: '"전화번호"가 입력되지 않았습니다',
  },
  password_required: {
    en: '"Password" is not filled in',
    ar: 'لم يتم ملء حقل "كلمة المرور"',
    es: 'El campo "Contraseña" no está rellenado',
    ko: '"비밀번호"가 입력되지 않았습니다',
  },
  password_too_short: {
    en: 'Password must be at least 8 characters',
    ar: 'يجب ألا تقل كلمة المرور عن 8 أحرف',
    es: 'La contraseña debe tener al menos 8 caracteres',
    ko: '비밀번호는 8자 이상이어야 합니다',
  },
  passwords_mismatch: {
    en: 'Password values do not match',
    ar: 'كلمتا المرور غير متطابقتين',
    es: 'Las contraseñas no coinciden',
    ko: '비밀번호가 일치하지 않습니다',
  },
  agreement_required: {
    en: 'You must accept the agreement',
    ar: 'يجب عليك قبول الاتفاقية',
    es: 'Debes aceptar el acuerdo',
    ko: '약관에 동의해야 합니다',
  },
  field_required: {
    en: 'This field must not be empty',
    ar: 'يجب ألا يكون هذا الحقل فارغًا',
    es: 'Este campo no puede estar vacío',
    ko: '이 필드는 비워 둘 수 없습니다',
  },
  field_too_long: {
    en: 'This field must be at most 255 characters',
    ar: 'يجب ألا يتجاوز هذا الحقل 255 حرفًا',
    es: 'Este campo debe tener como máximo 255 caracteres',
    ko: '이 필드는 최대 255자까지 입력할 수 있습니다',
  },
  file_type: {
    en: 'Only JPG, PNG or WEBP files can be uploaded',
    ar: 'يمكن تحميل ملفات JPG أو PNG أو WEBP فقط',
    es: 'Solo se pueden subir archivos JPG, PNG o WEBP',
    ko: 'JPG, PNG 또는 WEBP 파일만 업로드할 수 있습니다',
  },
  file_too_large: {
    en: 'The file must be up to 5 Mb',
    ar: 'يجب ألا يتجاوز حجم الملف 5 ميغابايت',
    es: 'El archivo debe pesar como máximo 5 Mb',
    ko: '파일 크기는 5Mb 이하여야 합니다',
  },
  file_too_large_shadow: {
    en: 'The file must be up to 15 Mb',
    ar: 'يجب ألا يتجاوز حجم الملف 15 ميغابايت',
    es: 'El archivo debe pesar como máximo 15 Mb',
    ko: '파일 크기는 15Mb 이하여야 합니다',
  },
  image_too_big: {
    en: 'Image dimensions must be under 2048px',
    ar: 'يجب أن تكون أبعاد الصورة أقل من 2048 بكسل',
    es: 'Las dimensiones de la imagen deben ser inferiores a 2048 px',
    ko: '이미지 크기는 2048px 미만이어야 합니다',
  },
  one_file_only: {
    en: 'Upload one file at a time',
    ar: 'قم بتحميل ملف واحد في كل مرة',
    es: 'Sube un solo archivo a la vez',
    ko: '한 번에 하나의 파일만 업로드하세요',
  },
  image_corrupt: {
    en: 'The image is damaged and cannot be read',
    ar: 'الصورة تالفة ولا يمكن قراءتها',
    es: 'La imagen está dañada y no se puede leer',
    ko: '이미지가 손상되어 읽을 수 없습니다',
  },
  // Platform errors not named by the spec ("not shown": designed here)
  validation_failed: {
    en: 'Some fields are filled in incorrectly',
    ar: 'بعض الحقول غير صحيحة',
    es: 'Algunos campos no son correctos',
    ko: '일부 필드가 올바르지 않습니다',
  },
  unauthorized: {
    en: 'Please sign in to continue',
    ar: 'يرجى تسجيل الدخول للمتابعة',
    es: 'Inicia sesión para continuar',
    ko: '계속하려면 로그인하세요',
  },
  not_found: {
    en: 'Not found',
    ar: 'غير موجود',
    es: 'No encontrado',
    ko: '찾을 수 없습니다',
  },
  too_many_requests: {
    en: 'Too many attempts. Please try again later',
    ar: 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا',
    es: 'Demasiados intentos. Inténtalo más tarde',
    ko: '시도 횟수가 너무 많습니다. 나중에 다시 시도하세요',
  },
  no_credits: {
    en: 'You have run out of credits',
    ar: 'لقد نفد رصيدك',
    es: 'Te has quedado sin créditos',
    ko: '크레딧이 모두 소진되었습니다',
  },
  service_unavailable: {
    en: 'This service is not available right now',
    ar: 'هذه الخدمة غير متاحة حاليًا',
    es: 'Este servicio no está disponible en este momento',
    ko: '지금은 이 서비스를 사용할 수 없습니다',
  },
  // Diffusion engines (issue 20): a tool that needs one on a server that has none configured.
  engine_unavailable: {
    en: 'This tool needs an image generation engine, which this server does not have yet',
    ar: 'تحتاج هذه الأداة إلى محرك لتوليد الصور، وهذا الخادم لا يملكه بعد',
    es: 'Esta herramienta necesita un motor de generación de imágenes que este servidor aún no tiene',
    ko: '이 도구에는 이미지 생성 엔진이 필요하지만 이 서버에는 아직 없습니다',
  },
  share_unavailable: {
    en: 'This link is no longer available',
    ar: 'هذا الرابط لم يعد متاحًا',
    es: 'Este enlace ya no está disponible',
    ko: '이 링크는 더 이상 사용할 수 없습니다',
  },
  payload_too_large: {
    en: 'The request is too large',
    ar: 'الطلب كبير جدًا',
    es: 'La solicitud es demasiado grande',
    ko: '요청이 너무 큽니다',
  },
  // Accounts and sessions (issue 3)
  email_taken: {
    en: 'An account with this email is already registered',
    ar: 'يوجد حساب مسجل بهذا البريد الإلكتروني بالفعل',
    es: 'Ya existe una cuenta registrada con este correo electrónico',
    ko: '이 이메일로 이미 가입된 계정이 있습니다',
  },
  invalid_credentials: {
    en: 'Wrong email or password',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    es: 'Correo electrónico o contraseña incorrectos',
    ko: '이메일 또는 비밀번호가 올바르지 않습니다',
  },
  code_expired: {
    en: 'This code is no longer valid. Request a new one',
    ar: 'هذا الرمز لم يعد صالحًا. اطلب رمزًا جديدًا',
    es: 'Este código ya no es válido. Solicita uno nuevo',
    ko: '이 코드는 더 이상 유효하지 않습니다. 새 코드를 요청하세요',
  },
  captcha_failed: {
    en: 'The captcha check failed. Please try again',
    ar: 'فشل التحقق من الكابتشا. يرجى المحاولة مرة أخرى',
    es: 'La verificación del captcha ha fallado. Inténtalo de nuevo',
    ko: '캡차 확인에 실패했습니다. 다시 시도하세요',
  },
  email_not_verified: {
    en: 'Your Google account has not confirmed this email. Confirm it with Google, or register with your email',
    ar: 'لم يؤكد حسابك في Google هذا البريد الإلكتروني. أكّده لدى Google، أو سجّل باستخدام بريدك الإلكتروني',
    es: 'Tu cuenta de Google no ha confirmado este correo electrónico. Confírmalo en Google o regístrate con tu correo',
    ko: 'Google 계정에서 이 이메일이 확인되지 않았습니다. Google에서 확인하거나 이메일로 가입하세요',
  },
  registration_required: {
    en: 'Finish the registration to continue',
    ar: 'أكمل التسجيل للمتابعة',
    es: 'Completa el registro para continuar',
    ko: '계속하려면 가입을 완료하세요',
  },
  old_password_wrong: {
    en: 'The current password is incorrect',
    ar: 'كلمة المرور الحالية غير صحيحة',
    es: 'La contraseña actual no es correcta',
    ko: '현재 비밀번호가 올바르지 않습니다',
  },
  phone_invalid: {
    en: '"Phone number" is filled in incorrectly',
    ar: 'تم ملء حقل "رقم الهاتف" بشكل غير صحيح',
    es: 'El campo "Número de teléfono" no es correcto',
    ko: '"전화번호"가 올바르게 입력되지 않았습니다',
  },
  country_invalid: {
    en: 'Choose a country',
    ar: 'اختر دولة',
    es: 'Elige un país',
    ko: '국가를 선택하세요',
  },
  domain_invalid: {
    en: 'Enter a valid domain, such as shop.com or *.shop.com',
    ar: 'أدخل نطاقًا صالحًا، مثل shop.com أو ‎*.shop.com',
    es: 'Introduce un dominio válido, como shop.com o *.shop.com',
    ko: 'shop.com 또는 *.shop.com과 같은 올바른 도메인을 입력하세요',
  },
  // Infographics (issue 9)
  sticker_file_type: {
    en: 'Stickers can be PNG, WEBP or SVG files',
    ar: 'يمكن أن تكون الملصقات بصيغة PNG أو WEBP أو SVG',
    es: 'Los stickers pueden ser archivos PNG, WEBP o SVG',
    ko: '스티커는 PNG, WEBP 또는 SVG 파일만 가능합니다',
  },
  editor_state_invalid: {
    en: 'The card design is damaged and cannot be opened',
    ar: 'تصميم البطاقة تالف ولا يمكن فتحه',
    es: 'El diseño de la tarjeta está dañado y no se puede abrir',
    ko: '카드 디자인이 손상되어 열 수 없습니다',
  },
  // Shadow presets (issue 6)
  preset_name_taken: {
    en: 'You already have a preset with this name',
    ar: 'لديك بالفعل إعداد مسبق بهذا الاسم',
    es: 'Ya tienes un ajuste con este nombre',
    ko: '같은 이름의 프리셋이 이미 있습니다',
  },
  // Prompt weighting (issue 8, spec §5)
  prompt_weight_out_of_range: {
    en: 'A weight after parentheses must be from 1.1 to 1.5 (stronger) or from 0.5 to 0.9 (weaker), e.g. (marble table)1.3',
    ar: 'يجب أن يكون الوزن بعد الأقواس من 1.1 إلى 1.5 (أقوى) أو من 0.5 إلى 0.9 (أضعف)، مثل (marble table)1.3',
    es: 'El peso tras los paréntesis debe ir de 1.1 a 1.5 (más fuerte) o de 0.5 a 0.9 (más débil), p. ej. (marble table)1.3',
    ko: '괄호 뒤의 가중치는 1.1~1.5(강하게) 또는 0.5~0.9(약하게)여야 합니다. 예: (marble table)1.3',
  },
  prompt_unbalanced_parentheses: {
    en: 'Every opening parenthesis needs a closing one',
    ar: 'كل قوس مفتوح يحتاج إلى قوس إغلاق',
    es: 'Cada paréntesis de apertura necesita uno de cierre',
    ko: '여는 괄호마다 닫는 괄호가 필요합니다',
  },
  // Plans, credits and payments (issue 16)
  promo_not_found: {
    en: 'There is no such promo code',
    ar: 'لا يوجد رمز ترويجي بهذا الاسم',
    es: 'No existe ese código promocional',
    ko: '해당 프로모션 코드가 없습니다',
  },
  promo_not_started: {
    en: 'This promo code is not valid yet',
    ar: 'هذا الرمز الترويجي غير صالح بعد',
    es: 'Este código promocional aún no es válido',
    ko: '이 프로모션 코드는 아직 사용할 수 없습니다',
  },
  promo_expired: {
    en: 'This promo code has expired',
    ar: 'انتهت صلاحية هذا الرمز الترويجي',
    es: 'Este código promocional ha caducado',
    ko: '이 프로모션 코드는 만료되었습니다',
  },
  promo_used_up: {
    en: 'This promo code has been used the maximum number of times',
    ar: 'تم استخدام هذا الرمز الترويجي الحد الأقصى من المرات',
    es: 'Este código promocional ya se ha usado el número máximo de veces',
    ko: '이 프로모션 코드는 최대 사용 횟수에 도달했습니다',
  },
  promo_already_used: {
    en: 'You have already used this promo code',
    ar: 'لقد استخدمت هذا الرمز الترويجي بالفعل',
    es: 'Ya has usado este código promocional',
    ko: '이미 사용한 프로모션 코드입니다',
  },
  promo_not_for_plan: {
    en: 'This promo code is not valid for this plan',
    ar: 'هذا الرمز الترويجي غير صالح لهذه الخطة',
    es: 'Este código promocional no es válido para este plan',
    ko: '이 프로모션 코드는 이 요금제에 사용할 수 없습니다',
  },
  promo_not_for_term: {
    en: 'This promo code is not valid for this plan term',
    ar: 'هذا الرمز الترويجي غير صالح لمدة هذه الخطة',
    es: 'Este código promocional no es válido para este periodo del plan',
    ko: '이 프로모션 코드는 이 이용 기간에 사용할 수 없습니다',
  },
  plan_unknown: {
    en: 'There is no such plan or term',
    ar: 'لا توجد خطة أو مدة بهذا الاسم',
    es: 'No existe ese plan o periodo',
    ko: '해당 요금제 또는 기간이 없습니다',
  },
  payment_failed: {
    en: 'The payment did not go through',
    ar: 'لم تتم عملية الدفع',
    es: 'El pago no se ha completado',
    ko: '결제가 완료되지 않았습니다',
  },
  payment_session_closed: {
    en: 'This payment session is closed. Start the checkout again',
    ar: 'جلسة الدفع هذه مغلقة. ابدأ عملية الدفع من جديد',
    es: 'Esta sesión de pago está cerrada. Vuelve a iniciar el pago',
    ko: '이 결제 세션은 종료되었습니다. 결제를 다시 시작하세요',
  },
  webhook_signature_invalid: {
    en: 'The event signature is not valid',
    ar: 'توقيع الحدث غير صالح',
    es: 'La firma del evento no es válida',
    ko: '이벤트 서명이 올바르지 않습니다',
  },
  // Public API (issue 17)
  ...PUBLIC_API_ERRORS,
  // Hardening (issue 18)
  invalid_characters: {
    en: 'This field contains characters that are not allowed',
    ar: 'يحتوي هذا الحقل على أحرف غير مسموح بها',
    es: 'Este campo contiene caracteres no permitidos',
    ko: '이 필드에 허용되지 않는 문자가 있습니다',
  },
  storage_quota_exceeded: {
    en: 'Your storage is full. Delete some images or choose a larger plan',
    ar: 'مساحة التخزين لديك ممتلئة. احذف بعض الصور أو اختر خطة أكبر',
    es: 'Tu almacenamiento está lleno. Elimina algunas imágenes o elige un plan mayor',
    ko: '저장 공간이 가득 찼습니다. 이미지를 삭제하거나 더 큰 요금제를 선택하세요',
  },
  output_too_large: {
    en: 'The result would be too large. Choose a smaller size',
    ar: 'ستكون النتيجة كبيرة جدًا. اختر حجمًا أصغر',
    es: 'El resultado sería demasiado grande. Elige un tamaño menor',
    ko: '결과가 너무 큽니다. 더 작은 크기를 선택하세요',
  },
  // Upscale: the output bound (MAX_UPSCALE_OUTPUT_MEGAPIXELS in @vitrina/imaging; issue 25)
  upscale_too_large: {
    en: 'The upscaled image must be up to 32 megapixels. Choose a smaller scale or size',
    ar: 'يجب ألا تتجاوز الصورة المكبّرة 32 ميغابكسل. اختر معامل تكبير أو حجمًا أصغر',
    es: 'La imagen ampliada debe tener como máximo 32 megapíxeles. Elige una escala o un tamaño menor',
    ko: '확대된 이미지는 32메가픽셀 이하여야 합니다. 더 작은 배율이나 크기를 선택하세요',
  },
  // Inspiration: only results of the wall's tools can be published (issue 21)
  inspiration_tool_unsupported: {
    en: 'Only results of generation, backgrounds, shadows, erase, upscale and watermark removal can be shared to Inspiration',
    ar: 'يمكن مشاركة نتائج التوليد والخلفيات والظلال والمسح والتكبير وإزالة العلامات المائية فقط في الإلهام',
    es: 'Solo se pueden compartir en Inspiración los resultados de generación, fondos, sombras, borrado, ampliación y eliminación de marcas de agua',
    ko: '생성, 배경, 그림자, 지우기, 업스케일, 워터마크 제거 결과만 영감에 공유할 수 있습니다',
  },
} as const satisfies Record<string, LocalizedText>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function errorMessage(code: ErrorCode, language: Language): string {
  return ERROR_CATALOGUE[code][language];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
