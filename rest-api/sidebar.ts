import type { SidebarsConfig } from "@docusaurus/plugin-content-docs";

const sidebar: SidebarsConfig = {
  apisidebar: [
    {
      type: "category",
      label: "Server",
      items: [
        {
          type: "doc",
          id: "get-the-server-stats",
          label: "Get the server stats",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "check-server-type",
          label: "Check the server type",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "get-database-name",
          label: "Get database name",
          className: "api-method get",
        },
      ],
    },
    {
      type: "category",
      label: "Tables",
      items: [
        {
          type: "doc",
          id: "get-the-tables-count",
          label: "Get the tables count",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "open-a-table",
          label: "Open a table",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "delete-a-table",
          label: "Delete a table",
          className: "api-method delete",
        },
        {
          type: "doc",
          id: "get-environment-details",
          label: "Get environment details",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "list-all-the-tables",
          label: "List all the tables",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "get-the-general-info-statistics-of-the-tables",
          label: "Get general statistics of the tables",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "get-the-stats-of-a-given-table",
          label: "Get the statistics of a given table",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "count-number-of-rows-in-a-table",
          label: "Count number of rows in a table",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "create-a-table",
          label: "Create a table",
          className: "api-method post",
        },
      ],
    },
    {
      type: "category",
      label: "Indexes",
      items: [
        {
          type: "doc",
          id: "add-index-to-a-table",
          label: "Add index to a table",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "delete-an-index-from-the-table-only-secondary-index",
          label: "Delete an index from the table",
          className: "api-method delete",
        },
      ],
    },
    {
      type: "category",
      label: "Documents",
      items: [
        {
          type: "doc",
          id: "run-sql-like-query-for-tables",
          label: "Run SQL like query for tables",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "insert-a-document-data-into-a-table",
          label: "Insert data into a table",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "get-a-document-data-for-a-key",
          label: "Get data for key",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "delete-a-key-and-value-document",
          label: "Delete key-value document",
          className: "api-method delete",
        },
      ],
    },
    {
      type: "category",
      label: "Stream schemas",
      items: [
        {
          type: "doc",
          id: "register-schema-for-stream-processing",
          label: "Register schema for stream processing",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "edit-an-existing-schema",
          label: "Edit an existing schema",
          className: "api-method put",
        },
        {
          type: "doc",
          id: "de-register-a-stream-in-a-schema",
          label: "De-register a stream in a schema",
          className: "api-method delete",
        },
        {
          type: "doc",
          id: "get-the-list-of-all-schemas-registered-in-the-db",
          label: "Get the list of all the schemas registered in the DB",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "get-information-for-a-given-schema",
          label: "Get the information for a given schema",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "get-the-schema-json-doc-for-a-given-schema",
          label: "Get the schema json doc for a given schema",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "get-the-dependency-graph-of-the-schema",
          label: "Get the dependency graph of the schema",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "change-the-state-of-any-stream",
          label: "Change/Get the state of any stream",
          className: "api-method put",
        },
        {
          type: "doc",
          id: "add-another-stream-into-an-existing-schema",
          label: "Add another stream into an existing schema",
          className: "api-method put",
        },
        {
          type: "doc",
          id: "de-register-a-schema",
          label: "De-register a schema",
          className: "api-method delete",
        },
        {
          type: "doc",
          id: "get-usage-of-the-schema",
          label: "Get usage of the schema",
          className: "api-method post",
        },
      ],
    },
    {
      type: "category",
      label: "Events",
      items: [
        {
          type: "doc",
          id: "insert-an-event-into-a-stream",
          label: "Insert an event into a stream",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "query-streams-to-retrieve-data",
          label: "Query streams to retrieve data",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "count-the-number-of-events-in-a-stream",
          label: "Count the number of events in a stream",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "upload-stream-data-to-brs",
          label: "Upload stream data to BRS",
          className: "api-method post",
        },
      ],
    },
    {
      type: "category",
      label: "Models",
      items: [
        {
          type: "doc",
          id: "get-prediction-status-for-a-model-async",
          label: "Get prediction status for a model (async)",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "delete-prediction-status-of-a-file",
          label: "Delete the prediction status of a file",
          className: "api-method delete",
        },
        {
          type: "doc",
          id: "delete-a-training-request-of-a-model",
          label: "Delete a training request of a model",
          className: "api-method delete",
        },
        {
          type: "doc",
          id: "get-training-request-for-a-model",
          label: "Get training request for a model",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "delete-a-model",
          label: "Delete a model",
          className: "api-method delete",
        },
        {
          type: "doc",
          id: "train-a-model",
          label: "Train a model",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "get-the-training-status-of-a-model",
          label: "Get the training status of a model",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "do-prediction-for-a-trained-model",
          label: "Do prediction for a trained model",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "count-number-of-models-for-a-schema",
          label: "Count number of models for a schema",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "get-all-training-requests-in-the-system",
          label: "Get all training requests in the system",
          className: "api-method get",
        },
      ],
    },
    {
      type: "category",
      label: "Buckets and objects",
      items: [
        {
          type: "doc",
          id: "get-the-number-of-buckets",
          label: "Get the number of buckets",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "list-all-buckets-in-the-db",
          label: "List all the buckets in the DB",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "create-a-bucket",
          label: "Create a bucket",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "get-list-of-objects-files-in-the-bucket",
          label: "Get the list of objects/files in the bucket",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "get-list-of-objects-in-a-bucket",
          label: "Get list of objects in a bucket",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "upload-put-file-into-a-bucket",
          label: "Upload/Put file into a bucket",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "download-a-file-from-the-bucket",
          label: "Download a file from the bucket",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "upload-an-object-in-memory",
          label: "Upload an object (in-memory)",
          className: "menu__list-item--deprecated api-method post",
        },
        {
          type: "doc",
          id: "delete-an-object-from-a-bucket",
          label: "Delete an object from a bucket",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "delete-a-bucket",
          label: "Delete a bucket",
          className: "api-method post",
        },
      ],
    },
    {
      type: "category",
      label: "Graph",
      items: [
        {
          type: "doc",
          id: "create-a-graph-table",
          label: "Create a graph table",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "open-an-existing-graph-table",
          label: "Open an existing graph table",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "list-all-graph-tables-in-the-db",
          label: "List all graph tables in the db",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "get-the-stats-of-a-graph-table",
          label: "Get the stats of a graph table",
          className: "api-method get",
        },
        {
          type: "doc",
          id: "add-a-node-into-a-graph-table",
          label: "Add a node into a graph table",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "add-triple-into-a-graph-table",
          label: "Add triple into a graph table",
          className: "api-method post",
        },
      ],
    },
    {
      type: "category",
      label: "Cypher",
      items: [
        {
          type: "doc",
          id: "run-cypher-on-stream",
          label: "Run cypher on stream",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "run-cypher-query-on-graph",
          label: "Run cypher query on graph",
          className: "api-method post",
        },
      ],
    },
    {
      type: "category",
      label: "Notifications",
      items: [
        {
          type: "doc",
          id: "register-a-notification",
          label: "Register a notification",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "pause-activate-and-deregister-a-notification",
          label: "Pause, activate & de-register a notification",
          className: "api-method post",
        },
        {
          type: "doc",
          id: "various-notification-queries",
          label: "Various notification queries",
          className: "api-method post",
        },
      ],
    },
  ],
};

export default sidebar.apisidebar;
