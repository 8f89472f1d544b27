import { SocialCallbackPage } from './SocialCallbackPage';

export function GoogleCallbackPage() {
  return <SocialCallbackPage provider="google" />;
}
