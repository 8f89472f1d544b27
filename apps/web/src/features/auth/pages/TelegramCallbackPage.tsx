import { SocialCallbackPage } from './SocialCallbackPage';

export function TelegramCallbackPage() {
  return <SocialCallbackPage provider="telegram" />;
}
