export declare const sitePagePaths: string[];
