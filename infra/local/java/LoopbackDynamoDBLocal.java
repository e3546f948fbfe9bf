import java.lang.reflect.Field;
import java.lang.reflect.Method;

/**
 * Starts the official DynamoDB Local on 127.0.0.1 only. Its own command line has no host option
 * and binds every interface, which would let anyone on the network read and write the local data
 * (issue 9, item 7). This builds the server exactly as DynamoDBLocal.jar's main does, then sets the
 * host on its Jetty connectors before starting it.
 *
 * Run with Java's single-file source launcher (no javac step, works with a JRE):
 *   java -cp DynamoDBLocal.jar:DynamoDBLocal_lib/* LoopbackDynamoDBLocal.java -port N -inMemory ...
 * Only reflection is used, so the file compiles against java.base alone.
 */
public class LoopbackDynamoDBLocal {
  public static void main(String[] args) throws Exception {
    Class<?> runner = Class.forName("com.amazonaws.services.dynamodbv2.local.main.ServerRunner");
    Object proxy = runner.getMethod("createServerFromCommandLineArgs", String[].class).invoke(null, (Object) args);
    Field serverField = proxy.getClass().getDeclaredField("server");
    serverField.setAccessible(true);
    Object jetty = serverField.get(proxy);
    Object[] connectors = (Object[]) jetty.getClass().getMethod("getConnectors").invoke(jetty);
    if (connectors.length == 0) throw new IllegalStateException("DynamoDB Local has no connector to bind");
    for (Object connector : connectors) {
      Method setHost = connector.getClass().getMethod("setHost", String.class);
      setHost.invoke(connector, "127.0.0.1");
    }
    proxy.getClass().getMethod("start").invoke(proxy);
    System.out.println("DynamoDB Local listening on 127.0.0.1");
  }
}
