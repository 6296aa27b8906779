/** Fired on the window as `code` runs: what else waits for the first paint starts with it. */
export const PAINTED_EVENT = 'launchloop-painted'

/** Runs `code` once the page has painted, so the app's code never competes with the first paint; two frames stand in where paint timing is missing, 2 s at most. */
export function afterFirstPaint(code: string) {
  return (
    `(function(go){var done=0,run=function(){if(!done){done=1;dispatchEvent(new Event(${JSON.stringify(PAINTED_EVENT)}));go()}};setTimeout(run,2000);` +
    'if(performance.getEntriesByName("first-contentful-paint").length)return run();' +
    'if((PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)run()}).observe({type:"paint"});' +
    'else requestAnimationFrame(function(){requestAnimationFrame(run)})' +
    `})(function(){${code}})`
  )
}

/** Imports the client entry; its fetch cut short by leaving the page is no failure to report. */
export function importScript(src: string) {
  return `var left=0;addEventListener("pagehide",function(){left=1});import(${JSON.stringify(src)}).catch(function(error){if(!left)throw error});`
}
