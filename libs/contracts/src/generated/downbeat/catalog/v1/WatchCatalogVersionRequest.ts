// Original file: protos/catalog/v1/catalog.proto


export interface WatchCatalogVersionRequest {
}

export interface WatchCatalogVersionRequest__Output {
}
