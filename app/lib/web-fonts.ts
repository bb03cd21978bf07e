import facesStylesheet from "~/fonts/faces.css?url";

/** Where a visitor's browser notes that it has the faces (their stylesheet's hashed URL). */
export const FONTS_STORAGE_KEY = "fonts";

/** Without a largest paint reported (a background tab, no paint timing), the faces come after this. */
const FALLBACK_MS = 3000;

/**
 * The web faces' stylesheet (app/fonts/faces.css), added by a script in the head (decision 027).
 *
 * A first visit (nothing noted in localStorage) adds it once the largest paint is drawn: at the first
 * paint when the page has no high-priority image (its largest paint is text) or that image failed, else
 * once the browser reports that image painted (element timing, marked by ResponsiveImage, or as the
 * largest paint; a buffered entry when it painted already: an image loaded by the first paint may still
 * be drawn a frame or two after it); in a browser without element timing, at the first paint if the
 * image has loaded by then, else at the load event; and after FALLBACK_MS at the latest. Never at the load event before the first paint: a
 * page whose images all load before it paints would otherwise fetch the fonts ahead of it. Until then,
 * local faces sized to the web faces' metrics (fallbacks.css) draw the text, so the swap moves no line;
 * and on a slow phone link the fonts no longer share the bandwidth with the stylesheet and the LCP image.
 *
 * Once the faces have loaded, their URL is noted. A page reached from another page of the same site
 * (its referrer) after that adds the stylesheet at once and render-blocking: it and the fonts come from
 * the browser's cache, so a visit swaps on its first page only. A page opened any other way takes the
 * first visit's path, since the browser's cache may have been cleared without its storage (and a
 * cleared cache would then hold up the first paint for the stylesheet).
 * `data-fonts="loaded"` on the root element says the faces are in use (tests wait for it).
 */
export function webFontsScript(href: string): string {
  return (
    `{const href=${JSON.stringify(href)},d=document,key=${JSON.stringify(FONTS_STORAGE_KEY)};` +
    `const add=(blocking)=>{const link=d.createElement("link");link.rel="stylesheet";link.href=href;` +
    `if(blocking)link.setAttribute("blocking","render");` +
    // A layout first, so that fonts.ready waits for the faces the page uses.
    `link.onload=()=>{void d.body?.offsetWidth;d.fonts.ready.then(()=>{d.documentElement.dataset.fonts="loaded";` +
    `try{localStorage.setItem(key,href)}catch{}})};d.head.append(link)};` +
    `let noted=false;try{noted=localStorage.getItem(key)===href&&d.referrer.startsWith(location.origin+"/")}catch{}` +
    `if(noted)add(true);else{let added=0;const late=()=>{if(!added++)add(false)};` +
    `const afterFirstPaint=()=>{const image=d.querySelector('img[fetchpriority="high"]');` +
    `if(!image||(image.complete&&!image.naturalWidth))return late();image.addEventListener("error",late);` +
    `const painted=(list)=>{if(list.getEntries().some((entry)=>entry.element===image))late()};` +
    `const types=PerformanceObserver.supportedEntryTypes??[];` +
    `for(const type of ["element","largest-contentful-paint"])if(types.includes(type))new PerformanceObserver(painted).observe({type,buffered:true});` +
    `if(!types.includes("element")){if(image.complete)late();else addEventListener("load",late)}};` +
    `try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){` +
    `observer.disconnect();afterFirstPaint()}}).observe({type:"paint",buffered:true})}catch{}` +
    `setTimeout(late,${FALLBACK_MS})}}`
  );
}

/**
 * The page with the web faces' script at the end of its head, and their stylesheet for a browser
 * without JavaScript. `nonce` is the page's CSP nonce (or the page cache's placeholder for it).
 */
export function withWebFonts(html: string, nonce: string | undefined): string {
  const nonceAttribute = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, "")}"` : "";
  return html.replace("</head>", () => `<script${nonceAttribute}>${HEAD_END}`);
}

/** What follows the script's opening tag, the same on every page: made once, not per render. */
const HEAD_END =
  `${webFontsScript(facesStylesheet)}</script>` +
  `<noscript><link rel="stylesheet" href="${facesStylesheet}"/></noscript></head>`;
