// Generated from the Goodhive Giving API’s OpenAPI document by `npm run api-client:generate`. Do not edit.
export interface paths {
    "/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List projects
         * @description The live projects the company may give to under the display conditions, with their impact levels and prices, by title.
         */
        get: operations["listProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one project
         * @description A project and its impact levels; 404 for a project the company may not see (hidden, not live or unknown).
         */
        get: operations["getProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/givings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a giving
         * @description Gives an impact level of a project (quantity units) or a story (quantity business moments), paid at once with the company’s giving credit, token balance or primary card (payment: auto tries them in that order). 201 with the paid giving; 402 when it could not be paid (the failed giving is kept and may be read). A test key records it on the test ledger and never charges.
         */
        post: operations["createGiving"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/givings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one giving
         * @description A giving the company made through the API (or from a story’s business events), in the key’s mode.
         */
        get: operations["getGiving"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List stories
         * @description The company’s stories, with what one business moment gives and how events are batched.
         */
        get: operations["listStories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change how a story batches its events
         * @description batch_period day or month: events accepted from now on are given as one giving per day or per month. Live keys only (a test key never changes live data). Live keys only.
         */
        patch: operations["updateStory"];
        trace?: never;
    };
    "/stories/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a business event
         * @description A business moment of an active story ("1 coffee sold"), accepted at once (202). The story-events job gives each story’s events of a closed day or month (the story’s batch_period, in UTC) as one giving: every line of the story times the events’ quantity, paid like a giving with payment auto.
         */
        post: operations["recordStoryEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stories/{id}/events/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record business events in a batch
         * @description Up to 1,000 business moments of an active story in one request, each as the single call takes it, accepted all together or not at all (202). One Idempotency-Key covers the batch: a retry with the same key and body answers the same events and records nothing again; the same key with another body is 409. A bad event is 422 with its index in the field name (events.3.quantity). The events are given like single ones, with the rest of their day or month. Bodies up to 256 kB.
         */
        post: operations["recordStoryEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/impact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read impact totals
         * @description The company’s paid impact, all of it or between two days (inclusive), by project. A test key reads the test ledger only.
         */
        get: operations["getImpact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/impact/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read impact history
         * @description The company’s paid contributions, newest first, paged. A test key reads the test ledger only.
         */
        get: operations["listImpactHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            /** @constant */
            status: "error";
            message: string;
            errors?: {
                [key: string]: string[];
            };
            reference?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listProjects: {
        parameters: {
            query?: {
                /** @description Rows per page, 1 to 100 */
                limit?: number;
                page?: number;
            };
            header?: {
                /** @description Refuse a key of the other mode (403). */
                "Goodhive-Mode"?: "live" | "test";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit?: string;
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "data": [
                     *         {
                     *           "id": 1382,
                     *           "title": "Clean water for families in Cambodia",
                     *           "summary": "Water filters for rural families.",
                     *           "country": "Cambodia",
                     *           "partner": "Water for Life",
                     *           "image_url": null,
                     *           "impact_levels": [
                     *             {
                     *               "id": 3011,
                     *               "impact_unit": "a day of clean water for one person",
                     *               "price_usd": 0.02,
                     *               "beneficiaries_per_unit": 1
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "total": 1,
                     *         "page": 1,
                     *         "limit": 20
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            id: number;
                            title: string;
                            summary: string | null;
                            country: string | null;
                            /** @description The worthy cause that delivers it */
                            partner: string;
                            image_url: string | null;
                            impact_levels: {
                                id: number;
                                /** @description What one unit gives, e.g. "a day of clean water for one person" */
                                impact_unit: string;
                                /** @description US dollars, 2 decimals */
                                price_usd: number;
                                beneficiaries_per_unit: number;
                            }[];
                        }[];
                        meta: {
                            total: number;
                            page: number;
                            limit: number;
                        };
                    };
                };
            };
            /** @description No API key, an unknown one or a revoked one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope, or is of the other mode than the call needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed: the field errors are in errors */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait for the window to reset (RateLimit and Retry-After headers) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Refuse a key of the other mode (403). */
                "Goodhive-Mode"?: "live" | "test";
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit?: string;
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "data": {
                     *         "id": 1382,
                     *         "title": "Clean water for families in Cambodia",
                     *         "summary": "Water filters for rural families.",
                     *         "country": "Cambodia",
                     *         "partner": "Water for Life",
                     *         "image_url": null,
                     *         "impact_levels": [
                     *           {
                     *             "id": 3011,
                     *             "impact_unit": "a day of clean water for one person",
                     *             "price_usd": 0.02,
                     *             "beneficiaries_per_unit": 1
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message?: string;
                        data: {
                            id: number;
                            title: string;
                            summary: string | null;
                            country: string | null;
                            /** @description The worthy cause that delivers it */
                            partner: string;
                            image_url: string | null;
                            impact_levels: {
                                id: number;
                                /** @description What one unit gives, e.g. "a day of clean water for one person" */
                                impact_unit: string;
                                /** @description US dollars, 2 decimals */
                                price_usd: number;
                                beneficiaries_per_unit: number;
                            }[];
                        };
                    };
                };
            };
            /** @description No API key, an unknown one or a revoked one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope, or is of the other mode than the call needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not the company’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed: the field errors are in errors */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait for the window to reset (RateLimit and Retry-After headers) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createGiving: {
        parameters: {
            query?: never;
            header: {
                /** @description A new key per request; a retry sends the same one. */
                "Idempotency-Key": string;
                /** @description Refuse a key of the other mode (403). */
                "Goodhive-Mode"?: "live" | "test";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "project_id": 1382,
                 *       "impact_level_id": 3011,
                 *       "quantity": 50,
                 *       "customer_reference": "order-1042"
                 *     }
                 */
                "application/json": {
                    project_id?: number;
                    impact_level_id?: number;
                    /** @description Give a story: each unit of quantity gives every line of the story once */
                    story_id?: number;
                    /** @description Units of the impact level, or business moments of the story */
                    quantity: number;
                    /** @description Your own reference (an order number), returned as given */
                    customer_reference?: string;
                    /**
                     * @description auto: giving credit if it covers the whole amount, else token balance, else the primary card
                     * @default auto
                     * @enum {string}
                     */
                    payment?: "auto" | "credit" | "tokens" | "card";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    RateLimit?: string;
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "The giving was paid.",
                     *       "data": {
                     *         "id": 17,
                     *         "mode": "live",
                     *         "status": "paid",
                     *         "source": "api",
                     *         "story_id": null,
                     *         "period": null,
                     *         "quantity": 50,
                     *         "customer_reference": "order-1042",
                     *         "payment": "auto",
                     *         "funded_by": "credit",
                     *         "amount_usd": 1,
                     *         "failure_reason": null,
                     *         "lines": [
                     *           {
                     *             "project_id": 1382,
                     *             "project_title": "Clean water for families in Cambodia",
                     *             "impact_level_id": 3011,
                     *             "impact_unit": "a day of clean water for one person",
                     *             "quantity": 50,
                     *             "beneficiaries": 50,
                     *             "amount_usd": 1
                     *           }
                     *         ],
                     *         "created_at": "2026-11-27T09:30:00.000Z",
                     *         "paid_at": "2026-11-27T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message?: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            mode: "live" | "test";
                            /** @enum {string} */
                            status: "pending" | "paid" | "failed";
                            /**
                             * @description api: one request; events: a story’s business events of a day or month
                             * @enum {string}
                             */
                            source: "api" | "events";
                            story_id: number | null;
                            /** @description For source events: the day (YYYY-MM-DD) or month (YYYY-MM) given */
                            period: string | null;
                            quantity: number;
                            customer_reference: string | null;
                            /** @enum {string} */
                            payment: "auto" | "credit" | "tokens" | "card";
                            funded_by: ("credit" | "tokens" | "card" | "test") | null;
                            /** @description US dollars, 2 decimals */
                            amount_usd: number;
                            failure_reason: string | null;
                            lines: {
                                project_id: number;
                                project_title: string;
                                impact_level_id: number;
                                impact_unit: string;
                                quantity: number;
                                beneficiaries: number;
                                /** @description US dollars, 2 decimals */
                                amount_usd: number;
                            }[];
                            /** @description ISO 8601, UTC */
                            created_at: string;
                            paid_at: string | null;
                        };
                    };
                };
            };
            /** @description Malformed request, or a missing or invalid Idempotency-Key or Goodhive-Mode header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, an unknown one or a revoked one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The giving could not be paid; it is kept as failed and its reason is in the message */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope, or is of the other mode than the call needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: an Idempotency-Key reused with another request, or the story is not taking giving */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 16 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed: the field errors are in errors */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait for the window to reset (RateLimit and Retry-After headers) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGiving: {
        parameters: {
            query?: never;
            header?: {
                /** @description Refuse a key of the other mode (403). */
                "Goodhive-Mode"?: "live" | "test";
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit?: string;
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "data": {
                     *         "id": 17,
                     *         "mode": "live",
                     *         "status": "paid",
                     *         "source": "api",
                     *         "story_id": null,
                     *         "period": null,
                     *         "quantity": 50,
                     *         "customer_reference": "order-1042",
                     *         "payment": "auto",
                     *         "funded_by": "credit",
                     *         "amount_usd": 1,
                     *         "failure_reason": null,
                     *         "lines": [
                     *           {
                     *             "project_id": 1382,
                     *             "project_title": "Clean water for families in Cambodia",
                     *             "impact_level_id": 3011,
                     *             "impact_unit": "a day of clean water for one person",
                     *             "quantity": 50,
                     *             "beneficiaries": 50,
                     *             "amount_usd": 1
                     *           }
                     *         ],
                     *         "created_at": "2026-11-27T09:30:00.000Z",
                     *         "paid_at": "2026-11-27T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message?: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            mode: "live" | "test";
                            /** @enum {string} */
                            status: "pending" | "paid" | "failed";
                            /**
                             * @description api: one request; events: a story’s business events of a day or month
                             * @enum {string}
                             */
                            source: "api" | "events";
                            story_id: number | null;
                            /** @description For source events: the day (YYYY-MM-DD) or month (YYYY-MM) given */
                            period: string | null;
                            quantity: number;
                            customer_reference: string | null;
                            /** @enum {string} */
                            payment: "auto" | "credit" | "tokens" | "card";
                            funded_by: ("credit" | "tokens" | "card" | "test") | null;
                            /** @description US dollars, 2 decimals */
                            amount_usd: number;
                            failure_reason: string | null;
                            lines: {
                                project_id: number;
                                project_title: string;
                                impact_level_id: number;
                                impact_unit: string;
                                quantity: number;
                                beneficiaries: number;
                                /** @description US dollars, 2 decimals */
                                amount_usd: number;
                            }[];
                            /** @description ISO 8601, UTC */
                            created_at: string;
                            paid_at: string | null;
                        };
                    };
                };
            };
            /** @description No API key, an unknown one or a revoked one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope, or is of the other mode than the call needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not the company’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed: the field errors are in errors */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait for the window to reset (RateLimit and Retry-After headers) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listStories: {
        parameters: {
            query?: {
                /** @description Rows per page, 1 to 100 */
                limit?: number;
                page?: number;
            };
            header?: {
                /** @description Refuse a key of the other mode (403). */
                "Goodhive-Mode"?: "live" | "test";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit?: string;
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            id: number;
                            story_text: string;
                            /** @enum {string} */
                            status: "draft" | "active";
                            /** @enum {string} */
                            automation_status: "on" | "paused" | "off";
                            /**
                             * @description Business events are given as one giving per day or per month
                             * @enum {string}
                             */
                            batch_period: "day" | "month";
                            /** @description US dollars, 2 decimals */
                            amount_per_event_usd: number;
                            /** @description What one business moment gives */
                            lines: {
                                project_id: number;
                                project_title: string;
                                impact_level_id: number;
                                impact_unit: string;
                                quantity: number;
                                /** @description US dollars, 2 decimals */
                                amount_usd: number;
                            }[];
                            /** @description Business moments accepted and not given yet (in this key’s mode) */
                            pending_events: number;
                        }[];
                        meta: {
                            total: number;
                            page: number;
                            limit: number;
                        };
                    };
                };
            };
            /** @description No API key, an unknown one or a revoked one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope, or is of the other mode than the call needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed: the field errors are in errors */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait for the window to reset (RateLimit and Retry-After headers) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateStory: {
        parameters: {
            query?: never;
            header: {
                /** @description A new key per request; a retry sends the same one. */
                "Idempotency-Key": string;
                /** @description Refuse a key of the other mode (403). */
                "Goodhive-Mode"?: "live" | "test";
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "batch_period": "month"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    batch_period: "day" | "month";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit?: string;
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "data": {
                     *         "id": 7,
                     *         "story_text": "Every coffee sold gives a day of clean water.",
                     *         "status": "active",
                     *         "automation_status": "on",
                     *         "batch_period": "month",
                     *         "amount_per_event_usd": 0.02,
                     *         "lines": [],
                     *         "pending_events": 0
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message?: string;
                        data: {
                            id: number;
                            story_text: string;
                            /** @enum {string} */
                            status: "draft" | "active";
                            /** @enum {string} */
                            automation_status: "on" | "paused" | "off";
                            /**
                             * @description Business events are given as one giving per day or per month
                             * @enum {string}
                             */
                            batch_period: "day" | "month";
                            /** @description US dollars, 2 decimals */
                            amount_per_event_usd: number;
                            /** @description What one business moment gives */
                            lines: {
                                project_id: number;
                                project_title: string;
                                impact_level_id: number;
                                impact_unit: string;
                                quantity: number;
                                /** @description US dollars, 2 decimals */
                                amount_usd: number;
                            }[];
                            /** @description Business moments accepted and not given yet (in this key’s mode) */
                            pending_events: number;
                        };
                    };
                };
            };
            /** @description Malformed request, or a missing or invalid Idempotency-Key or Goodhive-Mode header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, an unknown one or a revoked one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope, or is of the other mode than the call needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not the company’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: an Idempotency-Key reused with another request, or the story is not taking giving */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 16 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed: the field errors are in errors */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait for the window to reset (RateLimit and Retry-After headers) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recordStoryEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description A new key per request; a retry sends the same one. */
                "Idempotency-Key": string;
                /** @description Refuse a key of the other mode (403). */
                "Goodhive-Mode"?: "live" | "test";
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "quantity": 1,
                 *       "reference": "till-3-receipt-889"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description How many business moments (1 coffee sold: 1)
                     * @default 1
                     */
                    quantity?: number;
                    /**
                     * Format: date-time
                     * @description When it happened (ISO 8601); now by default
                     */
                    occurred_at?: string;
                    reference?: string;
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    RateLimit?: string;
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "The event was accepted; it is given with the rest of its period.",
                     *       "data": {
                     *         "id": 901,
                     *         "story_id": 7,
                     *         "mode": "live",
                     *         "quantity": 1,
                     *         "occurred_at": "2026-11-27T09:31:00.000Z",
                     *         "reference": "till-3-receipt-889",
                     *         "period": "2026-11-27",
                     *         "accepted_at": "2026-11-27T09:31:00.120Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message?: string;
                        data: {
                            id: number;
                            story_id: number;
                            /** @enum {string} */
                            mode: "live" | "test";
                            quantity: number;
                            /** @description ISO 8601, UTC */
                            occurred_at: string;
                            reference: string | null;
                            /** @description The day (YYYY-MM-DD) or month (YYYY-MM, UTC) whose giving includes this event */
                            period: string;
                            /** @description ISO 8601, UTC */
                            accepted_at: string;
                        };
                    };
                };
            };
            /** @description Malformed request, or a missing or invalid Idempotency-Key or Goodhive-Mode header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, an unknown one or a revoked one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope, or is of the other mode than the call needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not the company’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: an Idempotency-Key reused with another request, or the story is not taking giving */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 16 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed: the field errors are in errors */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait for the window to reset (RateLimit and Retry-After headers) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    recordStoryEvents: {
        parameters: {
            query?: never;
            header: {
                /** @description A new key per request; a retry sends the same one. */
                "Idempotency-Key": string;
                /** @description Refuse a key of the other mode (403). */
                "Goodhive-Mode"?: "live" | "test";
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "events": [
                 *         {
                 *           "quantity": 1,
                 *           "reference": "till-3-receipt-889"
                 *         },
                 *         {
                 *           "quantity": 2,
                 *           "occurred_at": "2026-11-27T09:32:00Z",
                 *           "reference": "till-3-receipt-890"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1 to 1,000 events, each as POST /stories/{id}/events takes one */
                    events: {
                        /**
                         * @description How many business moments (1 coffee sold: 1)
                         * @default 1
                         */
                        quantity?: number;
                        /**
                         * Format: date-time
                         * @description When it happened (ISO 8601); now by default
                         */
                        occurred_at?: string;
                        reference?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Accepted */
            202: {
                headers: {
                    RateLimit?: string;
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "success",
                     *       "message": "The events were accepted; they are given with the rest of their period.",
                     *       "data": {
                     *         "story_id": 7,
                     *         "mode": "live",
                     *         "accepted": 2,
                     *         "quantity": 3,
                     *         "period": "2026-11-27",
                     *         "accepted_at": "2026-11-27T09:33:00.120Z",
                     *         "event_ids": [
                     *           902,
                     *           903
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message?: string;
                        data: {
                            story_id: number;
                            /** @enum {string} */
                            mode: "live" | "test";
                            /** @description How many events were accepted: all that were sent */
                            accepted: number;
                            /** @description The business moments of all of them */
                            quantity: number;
                            /** @description The day (YYYY-MM-DD) or month (YYYY-MM, UTC) whose giving includes these events */
                            period: string;
                            /** @description ISO 8601, UTC */
                            accepted_at: string;
                            /** @description The ids of the accepted events, in the order they were sent */
                            event_ids: number[];
                        };
                    };
                };
            };
            /** @description Malformed request, or a missing or invalid Idempotency-Key or Goodhive-Mode header */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No API key, an unknown one or a revoked one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope, or is of the other mode than the call needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not the company’s */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflict: an Idempotency-Key reused with another request, or the story is not taking giving */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 kB */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed: the field errors are in errors */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait for the window to reset (RateLimit and Retry-After headers) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getImpact: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD, inclusive */
                from?: string;
                /** @description YYYY-MM-DD, inclusive */
                to?: string;
            };
            header?: {
                /** @description Refuse a key of the other mode (403). */
                "Goodhive-Mode"?: "live" | "test";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit?: string;
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        message?: string;
                        data: {
                            /** @enum {string} */
                            mode: "live" | "test";
                            from: string | null;
                            to: string | null;
                            contributions: number;
                            quantity: number;
                            beneficiaries: number;
                            /** @description US dollars, 2 decimals */
                            amount_usd: number;
                            projects: {
                                project_id: number;
                                project_title: string;
                                quantity: number;
                                beneficiaries: number;
                                /** @description US dollars, 2 decimals */
                                amount_usd: number;
                            }[];
                        };
                    };
                };
            };
            /** @description No API key, an unknown one or a revoked one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope, or is of the other mode than the call needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed: the field errors are in errors */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait for the window to reset (RateLimit and Retry-After headers) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listImpactHistory: {
        parameters: {
            query?: {
                /** @description Rows per page, 1 to 100 */
                limit?: number;
                page?: number;
                /** @description YYYY-MM-DD, inclusive */
                from?: string;
                /** @description YYYY-MM-DD, inclusive */
                to?: string;
            };
            header?: {
                /** @description Refuse a key of the other mode (403). */
                "Goodhive-Mode"?: "live" | "test";
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    RateLimit?: string;
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "success";
                        data: {
                            contribution_id: number;
                            /** @description The API giving it belongs to, when it was given through the API */
                            giving_id: number | null;
                            /** @description ISO 8601, UTC */
                            date: string;
                            project_id: number;
                            project_title: string;
                            impact_level_id: number;
                            impact_unit: string;
                            quantity: number;
                            beneficiaries: number;
                            /** @description US dollars, 2 decimals */
                            amount_usd: number;
                            story_id: number | null;
                        }[];
                        meta: {
                            total: number;
                            page: number;
                            limit: number;
                        };
                    };
                };
            };
            /** @description No API key, an unknown one or a revoked one */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The key lacks the scope, or is of the other mode than the call needs */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Validation failed: the field errors are in errors */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited: wait for the window to reset (RateLimit and Retry-After headers) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
