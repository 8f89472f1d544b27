import 'i18next';
import type common from './locales/en/common.json';
import type auth from './locales/en/auth.json';
import type billing from './locales/en/billing.json';
import type gallery from './locales/en/gallery.json';
import type inpaint from './locales/en/inpaint.json';
import type layout from './locales/en/layout.json';
import type outpaint from './locales/en/outpaint.json';
import type products from './locales/en/products.json';
import type profile from './locales/en/profile.json';
import type removeBackground from './locales/en/removeBackground.json';
import type toolkit from './locales/en/toolkit.json';
import type upscale from './locales/en/upscale.json';
import type shadow from './locales/en/shadow.json';
import type imageEditor from './locales/en/imageEditor.json';
import type createBackground from './locales/en/createBackground.json';
import type watermarks from './locales/en/watermarks.json';
import type generation from './locales/en/generation.json';
import type infographics from './locales/en/infographics.json';
import type cardEditor from './locales/en/cardEditor.json';
import type engines from './locales/en/engines.json';
import type imageGeneration from './locales/en/imageGeneration.json';
import type fashion from './locales/en/fashion.json';
import type publicApi from './locales/en/publicApi.json';
import type privacy from './locales/en/privacy.json';
import type legal from './locales/en/legal.json';
import type inspiration from './locales/en/inspiration.json';
import type education from './locales/en/education.json';

// Typed keys: t('layout:menu.items.gallery') is checked against the English resources.
// A feature adding a namespace adds one line here.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      layout: typeof layout;
      auth: typeof auth;
      billing: typeof billing;
      gallery: typeof gallery;
      products: typeof products;
      profile: typeof profile;
      toolkit: typeof toolkit;
      removeBackground: typeof removeBackground;
      upscale: typeof upscale;
      shadow: typeof shadow;
      imageEditor: typeof imageEditor;
      createBackground: typeof createBackground;
      inpaint: typeof inpaint;
      outpaint: typeof outpaint;
      watermarks: typeof watermarks;
      generation: typeof generation;
      infographics: typeof infographics;
      cardEditor: typeof cardEditor;
      engines: typeof engines;
      imageGeneration: typeof imageGeneration;
      fashion: typeof fashion;
      publicApi: typeof publicApi;
      privacy: typeof privacy;
      legal: typeof legal;
      inspiration: typeof inspiration;
      education: typeof education;
    };
  }
}
