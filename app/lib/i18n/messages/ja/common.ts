import type { common as en } from "../en/common";

export const common: Partial<Record<keyof typeof en, string>> = {
  "site.name": "Lumina Threads",
  "site.tagline": "1985年創業の高級メタリック刺繍糸",
  "site.description":
    "Lumina Threads は1985年から香港と京都で、高級メタリック刺繍糸、スペシャルティ糸、メタリックニット糸をつくっています。",
  "nav.home": "ホーム",
  "nav.about": "会社案内",
  "nav.products": "製品",
  "nav.gallery": "ギャラリー",
  "nav.news": "ニュース＆イベント",
  "nav.contact": "お問い合わせ",
  "error.title": "問題が発生しました",
  "error.body": "このページを表示できませんでした。しばらくしてからもう一度お試しください。",
  "error.home": "ホームに戻る",
  "notFound.title": "ページが見つかりません",
  "notFound.body": "お探しのページは存在しません。",
  "notFound.home": "ホームに戻る",
  "meta.pageTitle": "{title} – {page}ページ目",
  "meta.pageDescription": "{description}（{page}ページ目）",
  "company.address": "香港九龍新蒲崗大有街18号 九龍金工業ビル12階1208室",
  "http.notFound": "見つかりません",
  "http.badRequest": "不正なリクエストです",
  "http.serverError": "サーバーエラー",
  "toast.region": "通知",
  "toast.dismiss": "通知を閉じる",
};
