export interface ScaleSizes {
  accounts: number;
  orders: number;
  bookings: number;
  messages: number;
  cartLines: number;
  ordersOfPerson: number;
}
export declare const LARGE: ScaleSizes;
export declare function scaleDataStatements(sizes?: ScaleSizes, personEmail?: string): string[];
